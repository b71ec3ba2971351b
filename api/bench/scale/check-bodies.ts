// Before measuring, every shape must answer the same on the product and the peer: status, the JSON
// body byte for byte (decompressed) and the Content-Encoding. A peer that answered less would be
// faster for it, so any difference stops the benchmark.
import type { Shape } from './shapes';

async function answer(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, encoding: res.headers.get('content-encoding'), body: await res.text() };
}

export async function checkSameBodies(
  productBase: string,
  peerBase: string,
  shapes: readonly Pick<Shape, 'name' | 'url' | 'headers'>[],
): Promise<void> {
  for (const shape of shapes) {
    const [product, peer] = await Promise.all([
      answer(`${productBase}${shape.url}`, shape.headers),
      answer(`${peerBase}${shape.url}`, shape.headers),
    ]);
    const same =
      product.status === 200 &&
      product.status === peer.status &&
      product.encoding === peer.encoding &&
      product.body === peer.body;
    if (!same) {
      const at = [...product.body].findIndex((char, i) => char !== peer.body[i]);
      throw new Error(
        `${shape.name}: the peer answers differently from the product ` +
          `(status ${product.status}/${peer.status}, encoding ${product.encoding}/${peer.encoding}, ` +
          `first difference at ${at}: product …${product.body.slice(Math.max(0, at - 60), at + 60)}… ` +
          `peer …${peer.body.slice(Math.max(0, at - 60), at + 60)}…)`,
      );
    }
  }
}
