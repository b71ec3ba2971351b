// Authorization matrix: the account endpoints (health, auth, me, session, rates); every area's table runs.
// Who may call what (SPEC 6, PRODUCT.md 1): every endpoint of the API, called by each kind of caller,
// answers the status in its area's table (src/test/authorization-matrix.ts). Each area's last test
// fails when an endpoint of that area is added without a row; the last test here fails when an area's
// table is not run.
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
    route: 'GET /api/rates',
    expected: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/rates' }),
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
];

describeMatrix('accounts', ROWS);

// Each area checks only its own endpoints: an area whose file stopped running its table would leave
// them unchecked, so every file named in MATRIX_FILES must call describeMatrix for its area.
it.each(Object.entries(MATRIX_FILES))("the %s area's table is run by %s", (area, file) => {
  const source = readFileSync(path.join(__dirname, file), 'utf8');
  expect(source).toContain(`describeMatrix('${area}', `);
});
