// The benchmark's peer (issue 28; not part of the product): a minimal Fastify + pg server answering
// bench:scale's requests with the product's statements and mapping (see routes.ts), so that the
// product ÷ peer ratio measures what the product's HTTP and plugin layers cost. Brotli and gzip as
// the product sends them (its one-shot onSend compressor: same levels, same 1 KB threshold), so a
// browser shape's difference is the layer around it, not the compressor.
// `tsx bench/peer/server.ts` with DATABASE_URL, PORT, JWT_SECRET (the product's, to read its cookies).
import Fastify from 'fastify';
import { compressPayload } from '../../src/lib/http/compress-payload';
import { createLocalImageStorage } from '../../src/lib/images/local-image-storage';
import { createFindSession } from './find-session';
import { createPeerPools } from './pg-pools';
import { createPeerRepositories } from './repositories';
import { addPeerRoutes } from './routes';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const secret = process.env.JWT_SECRET;
  if (!url || !secret) throw new Error('the peer needs DATABASE_URL and JWT_SECRET');
  const pools = createPeerPools(url);
  const repositories = await createPeerRepositories(
    pools.runNamedQuery,
    createLocalImageStorage(process.env.UPLOAD_DIR ?? 'uploads'),
  );
  const findSession = createFindSession(repositories.sessions, secret);
  const app = Fastify({ logger: false });
  app.addHook('onSend', compressPayload);
  addPeerRoutes(app, repositories, findSession);
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 4150) });
  const close = () => void app.close().then(pools.close);
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
