// Authorization matrix: the account endpoints (health, auth, me, session, rates); every area's table runs.
// Who may call what (SPEC 6, PRODUCT.md 1): every endpoint of the API, called by each kind of caller,
// answers the status in its area's table (src/test/authorization-matrix.ts). Each area's last test
// fails when an endpoint of that area is added without a row; the last test here fails when an area's
// table is not run.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  describeMatrix,
  everyone,
  MATRIX_FILES,
  signedIn,
  uniqueEmail,
  type Row,
} from '../test/authorization-matrix';
import { TEST_PASSWORD } from '../test/build-test-app';
import { sendAccountLink } from '../lib/account-links';
import type { AccountTokenPurpose } from '../plugins/app/repositories/account-tokens';
import type { World } from '../test/authorization-matrix';

/** The `sid` of a session token (its session's id). */
function sessionIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
}

/** A fresh emailed link's token for the world's renter. */
async function linkToken(w: World, purpose: AccountTokenPurpose): Promise<string> {
  const link = await w.t.app.knex.transaction((trx) => sendAccountLink(w.t.app, w.renter.user, purpose, trx));
  return decodeURIComponent(new URL(link).hash.slice('#token='.length));
}

const ROWS: Row[] = [
  {
    route: 'GET /api/health',
    expected: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/health' }),
  },
  {
    route: 'GET /api/ready',
    expected: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/ready' }),
  },
  {
    route: 'POST /api/auth/signup',
    expected: everyone(201),
    request: async () => ({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'New Person', email: uniqueEmail(), password: 'Secret123!' },
    }),
  },
  {
    route: 'POST /api/auth/signin',
    expected: everyone(200),
    request: async (w) => ({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: w.renter.user.email, password: w.renter.password },
    }),
  },
  {
    route: 'POST /api/auth/token',
    expected: everyone(200),
    request: async (w) => ({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: w.renter.user.email, password: w.renter.password },
    }),
  },
  {
    route: 'POST /api/auth/signout',
    expected: everyone(204),
    request: async () => ({ method: 'POST', url: '/api/auth/signout' }),
  },
  { route: 'GET /api/me', expected: signedIn(200), request: async () => ({ method: 'GET', url: '/api/me' }) },
  {
    route: 'GET /api/session',
    expected: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/session' }),
  },
  {
    route: 'PATCH /api/me',
    expected: signedIn(200),
    request: async () => ({ method: 'PATCH', url: '/api/me', payload: { name: 'Renamed' } }),
  },
  {
    route: 'GET /api/me/profile',
    expected: signedIn(200),
    request: async () => ({ method: 'GET', url: '/api/me/profile' }),
  },
  {
    route: 'GET /api/hosts/:id',
    expected: everyone(200),
    request: async (w) => ({ method: 'GET', url: `/api/hosts/${w.host.user.id}` }),
  },
  {
    route: 'GET /api/hosts/:id/listings',
    expected: everyone(200),
    request: async (w) => ({ method: 'GET', url: `/api/hosts/${w.host.user.id}/listings` }),
  },
  {
    route: 'GET /api/rates',
    expected: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/rates' }),
  },
  {
    route: 'GET /api/sitemap/listings',
    expected: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/sitemap/listings' }),
  },
  {
    route: 'GET /api/sitemap/listings/files',
    expected: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/sitemap/listings/files' }),
  },

  // Sessions: only one's own (each caller signs out or changes the password of themselves)
  {
    route: 'POST /api/auth/signout-everywhere',
    expected: signedIn(204),
    request: async () => ({ method: 'POST', url: '/api/auth/signout-everywhere' }),
  },
  {
    route: 'PUT /api/me/password',
    expected: signedIn(204),
    request: async () => ({
      method: 'PUT',
      url: '/api/me/password',
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Matrix-Tide-42',
        confirmPassword: 'Matrix-Tide-42',
      },
    }),
  },

  // Account links (PRODUCT.md 27): the emailed token is the credential, whoever is signed in
  {
    route: 'POST /api/auth/password-reset',
    expected: everyone(202),
    request: async (w) => ({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: w.renter.user.email },
    }),
  },
  {
    route: 'POST /api/auth/password-reset/confirm',
    expected: everyone(204),
    request: async (w) => ({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: {
        token: await linkToken(w, 'password-reset'),
        password: 'Matrix-Reset-42',
        confirmPassword: 'Matrix-Reset-42',
      },
    }),
  },
  {
    route: 'POST /api/auth/verify-email',
    expected: everyone(204),
    request: async (w) => ({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: await linkToken(w, 'email-verification') },
    }),
  },
  {
    route: 'GET /api/me/email-verification',
    expected: signedIn(200),
    request: async () => ({ method: 'GET', url: '/api/me/email-verification' }),
  },
  {
    route: 'POST /api/me/email-verification',
    expected: signedIn(202),
    request: async () => ({ method: 'POST', url: '/api/me/email-verification' }),
  },
  {
    route: 'GET /api/me/sessions',
    expected: signedIn(200),
    request: async () => ({ method: 'GET', url: '/api/me/sessions' }),
  },
  {
    route: 'DELETE /api/me/sessions/:id',
    variant: "the renter's session: only the renter may end it",
    expected: [401, 204, 404, 404, 404],
    request: async (w) => ({ method: 'DELETE', url: `/api/me/sessions/${sessionIdOf(w.renter.token)}` }),
  },
  {
    route: 'DELETE /api/me/sessions/:id',
    variant: "the caller's own session",
    expected: signedIn(204),
    request: async (w, actor) => ({
      method: 'DELETE',
      url: `/api/me/sessions/${actor === 'anonymous' ? randomUUID() : sessionIdOf(w[actor].token)}`,
    }),
  },
];

describeMatrix('accounts', ROWS);

// Each area checks only its own endpoints: an area whose file stopped running its table would leave
// them unchecked, so every file named in MATRIX_FILES must call describeMatrix for its area.
it.each(Object.entries(MATRIX_FILES))("the %s area's table is run by %s", (area, file) => {
  const source = readFileSync(path.join(__dirname, file), 'utf8');
  expect(source).toContain(`describeMatrix('${area}', `);
});
