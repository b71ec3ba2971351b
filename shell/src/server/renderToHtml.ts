// React's streaming server renderer, collected into one string once everything is ready
// (`onAllReady`): the remote's part is loaded lazily under Suspense, and a page sent as soon as the
// shell was ready would carry its content in hidden blocks swapped in by inline scripts, which a
// crawler or a browser without JavaScript never runs. The whole page therefore goes out at once,
// complete, with no script of React's in it (the CSP nonce covers any it would still write).
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderToHtmlOptions {
  nonce: string;
  /** Past it the render is aborted and rejected (a remote that never finishes must not hold it). */
  timeoutMs: number;
}

/**
 * The markup of `element`; rejects on the first error React reports (a component that throws, a
 * failed lazy load) or on time out, so the caller sends the page rendered in the browser instead of a
 * page with a part silently missing.
 */
export function renderToHtml(element: ReactNode, { nonce, timeoutMs }: RenderToHtmlOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Filled in as the render goes; React may report an error (or be ready) before `stream` is set.
    const render: {
      failed: unknown;
      allReady: boolean;
      timer?: ReturnType<typeof setTimeout>;
      stream?: ReturnType<typeof renderToPipeableStream>;
    } = { failed: null, allReady: false };
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        done();
        if (render.failed === null) resolve(Buffer.concat(chunks).toString('utf8'));
      },
    });
    const fail = (error: unknown) => {
      if (render.failed !== null) return;
      render.failed = error;
      clearTimeout(render.timer);
      render.stream?.abort(error);
      reject(error);
    };
    const stream = renderToPipeableStream(element, {
      nonce,
      // Never outline a large finished boundary (sent after the rest, moved in place by a script):
      // the page must read complete without scripts.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(render.timer);
        render.allReady = true;
        if (render.failed === null) render.stream?.pipe(sink);
      },
      onShellError: fail,
      onError: fail,
    });
    render.stream = stream;
    if (render.failed !== null) stream.abort(render.failed);
    else if (render.allReady) stream.pipe(sink);
    else
      render.timer = setTimeout(
        () => fail(new Error(`Server rendering took longer than ${timeoutMs} ms`)),
        timeoutMs,
      );
  });
}
