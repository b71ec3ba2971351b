import { DEV_JWT_SECRET, loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe local defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      databaseUrl: null,
      jwtSecret: DEV_JWT_SECRET,
      publicOrigin: 'http://localhost:8080',
      seedOnEmpty: true,
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/api[/\\]\.data$/);
    expect(config.uploadDir).toMatch(/api[/\\]\.data[/\\]uploads$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '4000',
      DATABASE_URL: 'postgres://db/shoreline',
      JWT_SECRET: 'a'.repeat(40),
      RATES_URL: '',
      UPLOAD_DIR: '/srv/uploads',
      PUBLIC_ORIGIN: 'https://shoreline.example',
    });
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: 'postgres://db/shoreline',
      ratesUrl: '',
      uploadDir: '/srv/uploads',
      publicOrigin: 'https://shoreline.example',
    });
  });

  it('falls back to the default port for a port that is not one', () => {
    for (const PORT of ['', 'abc', '-1', '70000', '3.5']) expect(loadConfig({ PORT }).port).toBe(3000);
  });

  it('refuses to start in production with the dev secret, no secret or a short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) }).nodeEnv).toBe('production');
  });

  it('limits sign-in attempts tightly in production only', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) }).authRateLimitPerMinute).toBe(
      20,
    );
    expect(loadConfig({}).authRateLimitPerMinute).toBe(1000);
  });
});
