import type { AppConfig } from '../../config';
import { calendarFetchOptions } from './sync-calendar';

const config = (overrides: Partial<AppConfig>) => ({ nodeEnv: 'production', ...overrides }) as AppConfig;

describe('calendarFetchOptions', () => {
  it('refuses private addresses and plain http in production', () => {
    const options = calendarFetchOptions(config({}));
    expect(options.allowHttp).toBe(false);
    expect(options.allowAddress('10.0.0.1')).toBe(false);
    expect(options.allowAddress('127.0.0.1')).toBe(false);
    expect(options.allowAddress('93.184.216.34')).toBe(true);
    expect(options).toMatchObject({ maxRedirects: 3, maxBytes: 2 * 1024 * 1024 });
  });

  it('allows them in development and tests, or when configured', () => {
    expect(calendarFetchOptions(config({ nodeEnv: 'test' })).allowAddress('127.0.0.1')).toBe(true);
    expect(calendarFetchOptions(config({ nodeEnv: 'development' })).allowHttp).toBe(true);
    expect(calendarFetchOptions(config({ calendarFetchAllowPrivate: true })).allowAddress('10.0.0.1')).toBe(
      true,
    );
    expect(
      calendarFetchOptions(config({ nodeEnv: 'test', calendarFetchAllowPrivate: false })).allowAddress(
        '10.0.0.1',
      ),
    ).toBe(false);
  });
});
