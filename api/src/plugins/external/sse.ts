import sse from '@fastify/sse';
import fp from 'fastify-plugin';

/** Heartbeat comments keep idle live streams open through proxies that drop silent connections. */
export const SSE_HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events (`{ sse: 'only' }` on a route): the notification stream. The plugin writes the
 * response itself, so no onSend hook (compression, ETag) ever buffers or alters a stream.
 */
export default fp(
  async (app) => {
    await app.register(sse, { heartbeatInterval: app.config.sseHeartbeatMs ?? SSE_HEARTBEAT_MS });
  },
  { name: 'sse' },
);
