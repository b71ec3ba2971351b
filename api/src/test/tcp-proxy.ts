import net from 'node:net';

// A TCP proxy a test puts between an app and its Redis, to take Redis away and bring it back.

export interface TcpProxy {
  url: string;
  /** Redis goes away: every connection is reset and new ones are refused. */
  cut: () => void;
  /** The network goes silent: connections stay open but nothing gets through either way. */
  silence: () => void;
  restore: () => void;
  close: () => Promise<void>;
}

/** A TCP proxy to the Redis at `redisUrl` that the test can cut or silence. */
export async function startProxy(redisUrl: string): Promise<TcpProxy> {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  let mode: 'open' | 'cut' | 'silent' = 'open';
  const server = net.createServer((client) => {
    if (mode === 'cut') return void client.destroy();
    sockets.add(client);
    client.on('error', () => undefined);
    client.on('close', () => sockets.delete(client));
    if (mode === 'silent') return void client.resume(); // accepted, then swallowed
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => mode === 'open' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'open' && client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const resetAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () => {
      mode = 'cut';
      resetAll();
    },
    silence: () => {
      mode = 'silent';
    },
    restore: () => {
      if (mode === 'silent') resetAll(); // silent connections would hang on; start afresh
      mode = 'open';
    },
    close: () => {
      resetAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
