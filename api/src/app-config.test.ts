// Issue 20: a feed once polluted Object.prototype in a test app, and `config.calendarFetchAllowPrivate
// ?? default` then read `true` from it. An app's settings have no prototype, whoever built them.
import { calendarFetchOptions } from './lib/calendars/sync-calendar';
import { buildTestApp, type TestApp } from './test/build-test-app';

// Not a database test: when a Postgres pass runs, it runs there only (DATABASE_AGNOSTIC_SUITES).
describe('app settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ nodeEnv: 'production' }); // where private addresses are refused by default
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads its settings through own properties only, even with a polluted Object.prototype', () => {
    const prototype = Object.prototype as Record<string, unknown>;
    try {
      prototype.calendarFetchAllowPrivate = true;
      expect(Object.getPrototypeOf(t.app.config)).toBeNull();
      expect(t.app.config.calendarFetchAllowPrivate ?? t.app.config.nodeEnv !== 'production').toBe(false);
      expect(calendarFetchOptions(t.app.config).allowAddress('10.0.0.7')).toBe(false);
      // The test's own object still changes the app's settings (tests rely on it).
      expect(t.app.config).toBe(t.config);
    } finally {
      delete prototype.calendarFetchAllowPrivate;
    }
  });
});
