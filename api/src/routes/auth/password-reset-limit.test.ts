// The reset request's limit per client address (AUTH_RATE_LIMIT a minute), whatever addresses it asks
// about; counted apart from sign-in, so asking for links never locks anyone out of signing in.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ authRateLimitPerMinute: 2 });
});
afterAll(() => t.close());

const requestReset = (email: string, from: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: from });

it('limits one client address over many emails, and not sign-in', async () => {
  const from = '203.0.113.7';
  expect((await requestReset('a@example.test', from)).statusCode).toBe(202);
  expect((await requestReset('b@example.test', from)).statusCode).toBe(202);
  const limited = await requestReset('c@example.test', from);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toBe(MESSAGES.tooManyRequests);
  // Another client is not affected.
  expect((await requestReset('c@example.test', '203.0.113.8')).statusCode).toBe(202);
  // Sign-in from the limited address still gets its answer.
  const user = await t.createUser();
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: user.user.email, password: user.password },
    remoteAddress: from,
  });
  expect(signIn.statusCode).toBe(200);
});

it('limits one account asked about from many client addresses', async () => {
  const email = 'target@example.test';
  expect((await requestReset(email, '203.0.113.21')).statusCode).toBe(202);
  expect((await requestReset(email, '203.0.113.22')).statusCode).toBe(202);
  expect((await requestReset(email, '203.0.113.23')).statusCode).toBe(429);
});
