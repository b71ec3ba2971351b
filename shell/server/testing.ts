// Helpers of the server's tests: a built app's folder made on disk, and a tiny HTTP server of our own
// (a remote's preload list, the API behind the proxy) on a free loopback port.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A temporary dist folder holding `files` (path -> content); removed with `removeDist`. */
export function makeDist(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-server-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return root;
}

export function removeDist(root: string): void {
  fs.rmSync(root, { recursive: true, force: true });
}

/** Sets a file's modification time `secondsAgo` in the past. */
export function age(file: string, secondsAgo: number): void {
  const when = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(file, when, when);
}

export interface Upstream {
  url: string;
  server: http.Server;
  close: () => Promise<void>;
}

/** A node:http server on 127.0.0.1 and a free port. */
export async function startUpstream(handler: http.RequestListener): Promise<Upstream> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Search engines' text, as long as the build's: the page weighs over a kilobyte, as the real one. */
const DESCRIPTION = 'Cottages, flats and villas by the sea, from hosts who live there. '.repeat(16);

/** The shell's page as the build writes it (minified attributes, scripts deferred, a title). */
export const BUILT_PAGE =
  `<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="${DESCRIPTION}">` +
  '<title>Shoreline</title>' +
  '<script defer src=/main.1a2b3c4d.js></script></head><body><div id=root></div></body></html>';
