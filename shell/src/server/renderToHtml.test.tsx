/** @jest-environment node */
// The page's markup, whole: a lazy part is waited for (no fallback and no script left in the HTML),
// and a part that throws or never finishes ends the render with an error instead of a page with a
// hole in it.
import { lazy, Suspense } from 'react';
import { renderToHtml } from './renderToHtml';

const Later = lazy(async () => ({ default: () => <p>arrived later</p> }));

function Broken(): never {
  throw new Error('the remote threw');
}
const Never = lazy(() => new Promise<never>(() => undefined));

describe('renderToHtml', () => {
  it('waits for lazy parts and sends them in place, with no script to move them there', async () => {
    const html = await renderToHtml(
      <main>
        <Suspense fallback={<p>loading</p>}>
          <Later />
          <p>{'x'.repeat(20_000)}</p>
        </Suspense>
      </main>,
      { nonce: 'n0nce', timeoutMs: 1_000 },
    );
    expect(html).toContain('<p>arrived later</p>');
    expect(html).not.toContain('loading');
    expect(html).not.toContain('<script');
  });

  it('rejects when a part throws, even inside Suspense', async () => {
    await expect(
      renderToHtml(
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>,
        { nonce: 'n', timeoutMs: 1_000 },
      ),
    ).rejects.toThrow('the remote threw');
  });

  it('rejects when a part never finishes', async () => {
    const started = Date.now();
    await expect(
      renderToHtml(
        <Suspense fallback={<p>loading</p>}>
          <Never />
        </Suspense>,
        { nonce: 'n', timeoutMs: 50 },
      ),
    ).rejects.toThrow('took longer than 50 ms');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
