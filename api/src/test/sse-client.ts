import http from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
  id: string | null;
}

export interface SseConnection {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** Comment lines (`: heartbeat`). */
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The first event (from `from` on) matching `match`, waiting for it up to `timeoutMs`. */
  next: (
    match: (event: SseEvent) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ) => Promise<SseEvent>;
  close: () => void;
}

/**
 * Opens a Server-Sent Events stream over real HTTP (as a browser's EventSource does: cookie,
 * `Accept: text/event-stream`) and parses what arrives, as it arrives.
 */
export function openSse(url: string, headers: Record<string, string>): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: SseEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let endedResolve: () => void = () => undefined;
      const ended = new Promise<void>((done) => {
        endedResolve = done;
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const event: SseEvent = { event: 'message', data: '', id: null };
          let hasField = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              hasField = true;
              if (field === 'event') event.event = value;
              else if (field === 'data') event.data += event.data ? `\n${value}` : value;
              else if (field === 'id') event.id = value;
            }
          }
          if (hasField) events.push(event);
          for (const wake of waiters) wake();
          boundary = buffer.indexOf('\n\n');
        }
      });
      response.on('end', () => {
        endedResolve();
        for (const wake of waiters) wake();
      });
      response.on('close', () => endedResolve());
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        ended,
        next: (match, options = {}) =>
          new Promise((found, fail) => {
            const check = () => {
              const hit = events.slice(options.from ?? 0).find(match);
              if (hit) {
                waiters.delete(check);
                clearTimeout(timer);
                found(hit);
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(
                new Error(
                  `no matching event within ${options.timeoutMs ?? 10_000} ms; got ${JSON.stringify(events)}`,
                ),
              );
            }, options.timeoutMs ?? 10_000);
            waiters.add(check);
            check();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
