import fp from 'fastify-plugin';
import { createLocalBus, type NotificationBus } from '../../lib/notifications/bus';
import { createPostgresBus } from '../../lib/notifications/postgres-bus';
import { createRedisBus } from '../../lib/notifications/redis-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every replica whose notifications changed, so their live streams update (PRODUCT.md 25). */
    notificationBus: NotificationBus;
  }
}

/**
 * Fan-out between API replicas: Redis pub/sub with REDIS_URL; otherwise Postgres LISTEN/NOTIFY; on
 * the embedded PGlite (one process by construction) an in-process emitter.
 */
export default fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix } = app.config;
    const bus = redisUrl
      ? createRedisBus(redisUrl, redisKeyPrefix, app.log)
      : app.database.embedded
        ? createLocalBus()
        : createPostgresBus(app.database.url, app.log);
    app.decorate('notificationBus', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'notification-bus', dependencies: ['db'] },
);
