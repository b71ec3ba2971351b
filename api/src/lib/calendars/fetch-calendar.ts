import { errorCodeOf, type CodedMessage, type ErrorCode } from '@shoreline/shared-domain/errorCodes';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

/**
 * Why an import failed, in the words the host reads on the calendar page (`lastError`), with the
 * code a 422 answers it with; `detail` (a status) follows the message in brackets.
 */
export class CalendarSyncError extends Error {
  readonly code: ErrorCode;

  constructor(message: CodedMessage, detail?: string) {
    super(detail === undefined ? message : `${message} (${detail}).`);
    this.name = 'CalendarSyncError';
    this.code = errorCodeOf(message);
  }
}

export interface FetchCalendarOptions {
  /** Whether a resolved address may be reached (SSRF guard); checked on every hop, at connect time. */
  allowAddress: (address: string) => boolean;
  /** Plain http (development and tests); https only otherwise. */
  allowHttp: boolean;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type Hop = { redirect: string } | { body: string };

/**
 * The address is checked where it is used: the request resolves the host name through this lookup,
 * so a name that resolves to a public address when checked and a private one when connecting (DNS
 * rebinding) cannot slip through. Any private address among the answers refuses the host.
 */
function guardedLookup(allowAddress: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      if (addresses.length === 0 || addresses.some((a) => !allowAddress(a.address))) {
        return callback(new CalendarSyncError(MESSAGES.calendarSyncRefusedAddress), '', 4);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

function requestOnce(url: URL, options: FetchCalendarOptions, signal: AbortSignal): Promise<Hop> {
  const secure = url.protocol === 'https:';
  if (!secure && !(url.protocol === 'http:' && options.allowHttp)) {
    return Promise.reject(new CalendarSyncError(MESSAGES.calendarUrlNotHttps));
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !options.allowAddress(host)) {
    return Promise.reject(new CalendarSyncError(MESSAGES.calendarSyncRefusedAddress));
  }
  return new Promise<Hop>((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      {
        method: 'GET',
        // No pooled sockets: every connection goes through the guarded lookup.
        agent: false,
        lookup: guardedLookup(options.allowAddress),
        signal,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Shoreline calendar sync' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status) && response.headers.location) {
          response.resume();
          resolve({ redirect: response.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new CalendarSyncError(MESSAGES.calendarSyncHttpError, String(status)));
          return;
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          response.destroy();
          reject(new CalendarSyncError(MESSAGES.calendarSyncTooBig));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new CalendarSyncError(MESSAGES.calendarSyncTooBig));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * GETs a calendar feed: http(s) only, at most `maxRedirects` redirects, every hop's address checked,
 * one deadline for everything, at most `maxBytes`. Every failure is a `CalendarSyncError`.
 */
export async function fetchCalendar(url: string, options: FetchCalendarOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new CalendarSyncError(MESSAGES.calendarUrlInvalid);
  }
  for (let redirects = 0; ; redirects += 1) {
    let hop: Hop;
    try {
      hop = await requestOnce(current, options, signal);
    } catch (error) {
      if (error instanceof CalendarSyncError) throw error;
      // Also an abort at the deadline or a lookup error wrapping ours (rethrown as it is above).
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof CalendarSyncError) throw cause;
      throw new CalendarSyncError(MESSAGES.calendarSyncUnreachable);
    }
    if ('body' in hop) return hop.body;
    if (redirects >= options.maxRedirects) throw new CalendarSyncError(MESSAGES.calendarSyncTooManyRedirects);
    try {
      current = new URL(hop.redirect, current);
    } catch {
      throw new CalendarSyncError(MESSAGES.calendarSyncUnreachable);
    }
  }
}
