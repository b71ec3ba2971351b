import { MESSAGES } from '@shoreline/shared-domain/messages';
import { startCalendarServer } from '../../test/calendar-server';
import { CalendarSyncError, fetchCalendar, type FetchCalendarOptions } from './fetch-calendar';
import { isPublicAddress } from './is-public-address';

// The SSRF guard as production runs it (private addresses refused), with one exception: the test
// server's own 127.0.0.1, so that a redirect from it can be followed and checked hop by hop.
let server: Awaited<ReturnType<typeof startCalendarServer>>;
const options: FetchCalendarOptions = {
  allowAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
  allowHttp: true,
  timeoutMs: 5000,
  maxBytes: 1024,
  maxRedirects: 3,
};

beforeAll(async () => {
  server = await startCalendarServer();
  server.routes.set('/ok.ics', { body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' });
  for (let hop = 1; hop <= 4; hop += 1) {
    server.routes.set(`/hop-${hop}`, {
      status: 302,
      headers: { location: hop === 4 ? '/ok.ics' : `/hop-${hop + 1}` },
    });
  }
  const port = new URL(server.url('/')).port;
  server.routes.set('/to-loopback', {
    status: 301,
    headers: { location: `http://127.0.0.2:${port}/ok.ics` },
  });
  server.routes.set('/to-metadata', {
    status: 307,
    headers: { location: 'http://169.254.169.254/latest/meta-data' },
  });
  server.routes.set('/big.ics', { body: 'x'.repeat(2048) });
});
afterAll(() => server.close());

const refusal = (url: string, opts = options) =>
  fetchCalendar(url, opts).then(
    () => 'fetched',
    (error: unknown) => (error instanceof CalendarSyncError ? error.message : `unexpected: ${String(error)}`),
  );

describe('fetchCalendar', () => {
  it('fetches a feed through at most 3 redirects', async () => {
    await expect(fetchCalendar(server.url('/ok.ics'), options)).resolves.toMatch(/^BEGIN:VCALENDAR/);
    await expect(fetchCalendar(server.url('/hop-2'), options)).resolves.toMatch(/^BEGIN:VCALENDAR/);
  });

  it('refuses a fourth redirect', async () => {
    expect(await refusal(server.url('/hop-1'))).toBe(MESSAGES.calendarSyncTooManyRedirects);
  });

  it.each([
    'http://10.0.0.7/cal.ics',
    'http://192.168.1.1/cal.ics',
    'http://169.254.169.254/',
    'http://[::1]/cal.ics',
    'http://[fd00::1]/x',
  ])('refuses the private address %s without connecting', async (url) => {
    expect(await refusal(url)).toBe(MESSAGES.calendarSyncRefusedAddress);
  });

  it('checks every hop: a redirect to loopback or to the metadata service is refused', async () => {
    expect(await refusal(server.url('/to-loopback'))).toBe(MESSAGES.calendarSyncRefusedAddress);
    expect(await refusal(server.url('/to-metadata'))).toBe(MESSAGES.calendarSyncRefusedAddress);
  });

  it('refuses a host name that resolves to a private address (checked at connect time)', async () => {
    const port = new URL(server.url('/')).port;
    const strict = { ...options, allowAddress: isPublicAddress };
    expect(await refusal(`http://localhost:${port}/ok.ics`, strict)).toBe(
      MESSAGES.calendarSyncRefusedAddress,
    );
  });

  it('refuses plain http when only https is allowed, and feeds over the size limit', async () => {
    expect(await refusal(server.url('/ok.ics'), { ...options, allowHttp: false })).toBe(
      MESSAGES.calendarUrlNotHttps,
    );
    expect(await refusal(server.url('/big.ics'))).toBe(MESSAGES.calendarSyncTooBig);
  });
});
