// The busy person's session on the messages benchmark's API (started by ../start-api.ts).
import { createKnex } from '../../src/db/connect-database';
import { hashPassword } from '../../src/lib/password';
import { BUSY_EMAIL } from './load-conversations';

const BUSY = { email: BUSY_EMAIL, password: 'Bench-Busy-2026' };

/** The busy person's session cookie on the API at `base`. */
export async function signIn(url: string, base: string): Promise<Record<string, string>> {
  const db = createKnex(url, { databasePoolMax: 1 });
  try {
    await db('users')
      .where({ email: BUSY.email })
      .update({ password_hash: await hashPassword(BUSY.password) });
  } finally {
    await db.destroy();
  }
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(BUSY),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie)
    throw new Error(`the busy person could not sign in: ${res.status} ${await res.text()}`);
  return { cookie };
}
