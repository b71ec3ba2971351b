/** The encodings the API compresses with, best first for the client (both are in every browser). */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding of an answer for this `Accept-Encoding`: brotli when taken, else gzip, else none. A
 * coding refused with `q=0` does not count, nor does `*` (clients that send it also name br or gzip).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'br' && coding !== 'gzip') continue;
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(param));
    if (refused) continue;
    if (coding === 'br') return 'br';
    gzip = true;
  }
  return gzip ? 'gzip' : 'identity';
}
