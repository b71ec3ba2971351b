// The signed-in person of bench:scale: "fan", the first renter (load-data gives them ~500 favourites).
import { createKnex } from '../../src/db/connect-database';
import { hashPassword } from '../../src/lib/password';
import { FAN_EMAIL, loadFavourites } from './load-data';

const FAN = { email: FAN_EMAIL, password: 'Bench-Fan-2026' };

/**
 * Gives the fan a password the API accepts (load-data's hashes are placeholders) and, on a database
 * loaded before favourites existed (BENCH_REUSE=1), the favourites; returns the fan's id.
 */
export async function prepareFan(url: string, scale: number): Promise<string> {
  const db = createKnex(url, { databasePoolMax: 1 });
  try {
    if (!(await db('favourites').first('user_id'))) await loadFavourites(db, scale);
    await db('users')
      .where({ email: FAN.email })
      .update({ password_hash: await hashPassword(FAN.password) });
    const row = (await db('users').where({ email: FAN.email }).first('id')) as { id: string };
    return row.id;
  } finally {
    await db.destroy();
  }
}

/** The fan's session cookie on the API at `base` (a day-long session: longer than any run). */
export async function signInFan(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(FAN),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`the fan could not sign in: ${res.status} ${await res.text()}`);
  return { cookie };
}
