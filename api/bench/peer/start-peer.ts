// Starts the peer server (bench/peer/server.ts) on `url` at `port`: one node process, tsx's loader in
// it (the peer's TypeScript is compiled as it loads; it then runs as plain JavaScript).
import type { ChildProcess } from 'node:child_process';
import { startServer } from '../start-api';

export async function startPeer(url: string, port: number): Promise<ChildProcess> {
  return startServer(['--import', 'tsx', 'bench/peer/server.ts'], { DATABASE_URL: url, PORT: String(port) });
}
