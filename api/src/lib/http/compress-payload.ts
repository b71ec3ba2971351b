import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib, { constants } from 'node:zlib';
import { negotiateEncoding, type Encoding } from './negotiate-encoding';

/**
 * Below this many characters an answer goes as it is: a compressed small body saves less than a
 * packet and still costs the compressor's setup (tens of µs). Measured on the serialized JSON string
 * (its length in characters, never more than its bytes).
 */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Dynamic JSON is compressed once per answer, so the fast levels (numbers in
 * plugins/external/compress.ts): brotli quality 2 and gzip level 3 are a few percent from the bigger
 * levels in bytes at half their CPU or less.
 */
const DYNAMIC_BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const DYNAMIC_GZIP = { level: 3 };
/** Files (the docs' scripts) are streamed once per visit: a better ratio is worth more CPU. */
const STREAM_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const STREAM_GZIP = { level: 6 };
/** Above this, compressing would hold the event loop too long: the thread pool does it. */
const SYNC_LIMIT = 256 * 1024;

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

const COMPRESSIBLE = /^(application\/(json|javascript|xml|ld\+json|problem\+json)|text\/|image\/svg\+xml)/i;

/** Adds `Accept-Encoding` to the answer's Vary (once). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

/** `body` in `encoding` with the dynamic (fast) levels. */
export async function compressBody(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (body.length <= SYNC_LIMIT) {
    return encoding === 'br'
      ? zlib.brotliCompressSync(body, DYNAMIC_BROTLI)
      : zlib.gzipSync(body, DYNAMIC_GZIP);
  }
  return encoding === 'br' ? brotliAsync(body, DYNAMIC_BROTLI) : gzipAsync(body, DYNAMIC_GZIP);
}

function isStream(payload: unknown): payload is Readable {
  return (
    payload instanceof Readable || (typeof payload === 'object' && payload !== null && 'pipe' in payload)
  );
}

/**
 * onSend: the answer in the best encoding the client takes, when its type compresses and it is at
 * least COMPRESS_THRESHOLD long; `Vary: Accept-Encoding` on every such answer, compressed or not, so a
 * cache keeps one copy per encoding. An answer already encoded (a cached one) is left alone.
 */
export async function compressPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (payload === null || payload === undefined || reply.hasHeader('content-encoding')) return payload;
  if (reply.statusCode === 204 || reply.statusCode === 304) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;

  if (isStream(payload)) {
    varyOnEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    const compressor =
      encoding === 'br' ? zlib.createBrotliCompress(STREAM_BROTLI) : zlib.createGzip(STREAM_GZIP);
    payload.on('error', (error: Error) => compressor.destroy(error));
    return payload.pipe(compressor);
  }

  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (payload.length < COMPRESS_THRESHOLD) return payload;
  varyOnEncoding(reply);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return payload;
  const compressed = await compressBody(Buffer.isBuffer(payload) ? payload : Buffer.from(payload), encoding);
  reply.header('content-encoding', encoding).header('content-length', compressed.length);
  return compressed;
}
