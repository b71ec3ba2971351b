import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_JWT_SECRET, EXAMPLE_JWT_SECRETS, loadConfig, withoutPrototype, type AppConfig } from './config';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) };

describe('loadConfig', () => {
  it('has safe local defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      databaseUrl: null,
      publicOrigin: 'http://localhost:8080',
      seedOnEmpty: true,
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/api[/\\]\.data$/);
    expect(config).toMatchObject({
      trustProxy: false,
      redisUrl: null,
      databasePoolMax: 10,
      databaseStatementTimeoutMs: 10000,
      databaseAcquireTimeoutMs: 10000,
    });
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

  it('keeps images in the local folder unless every S3 variable is set', () => {
    expect(loadConfig({}).s3).toBeNull();
    const s3 = {
      S3_ENDPOINT: 'http://minio:9000/',
      S3_BUCKET: 'images',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'images',
      region: 'eu-west-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'http://minio:9000/images',
    });
    expect(loadConfig({ ...s3, S3_PUBLIC_URL: 'https://cdn.example/' }).s3?.publicUrl).toBe(
      'https://cdn.example',
    );
    const { S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    expect(() => loadConfig(partial)).toThrow(/missing S3_SECRET_ACCESS_KEY/);
  });

  it('reads the mail and fan-out settings: logged emails and Postgres fan-out unless configured', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: null,
      mailFrom: 'Shoreline <no-reply@localhost>',
      redisUrl: null,
      redisKeyPrefix: 'shoreline:',
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtp://mail.example:587',
        PUBLIC_ORIGIN: 'https://shoreline.example',
        REDIS_URL: 'redis://cache:6379',
      }),
    ).toMatchObject({
      smtpUrl: 'smtp://mail.example:587',
      mailFrom: 'Shoreline <no-reply@shoreline.example>',
      redisUrl: 'redis://cache:6379',
    });
    expect(loadConfig({ MAIL_FROM: 'Stays <hello@stays.example>' }).mailFrom).toBe(
      'Stays <hello@stays.example>',
    );
  });

  it('falls back to the default port for a port that is not one', () => {
    for (const PORT of ['', 'abc', '-1', '70000', '3.5']) expect(loadConfig({ PORT }).port).toBe(3000);
  });

  it('signs with a random secret of this process outside production unless JWT_SECRET is given', () => {
    const first = loadConfig({}).jwtSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).jwtSecret).not.toBe(first);
    expect(loadConfig({ JWT_SECRET: 'my-own-local-secret' }).jwtSecret).toBe('my-own-local-secret');
  });

  it('refuses the old public development secret in every environment', () => {
    for (const NODE_ENV of ['development', 'test', 'production', undefined]) {
      expect(() => loadConfig({ NODE_ENV, JWT_SECRET: DEV_JWT_SECRET })).toThrow(/public/);
    }
  });

  it('reads TRUST_PROXY: none by default, or true, a hop count, addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8');
  });

  it('reads the pool and timeouts, keeping the defaults for values that are not counts', () => {
    const config = loadConfig({
      DATABASE_POOL_MAX: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_ACQUIRE_TIMEOUT_MS: '2500',
      REDIS_URL: 'redis://cache:6379',
      REDIS_KEY_PREFIX: 'staging:',
    });
    expect(config).toMatchObject({
      databasePoolMax: 25,
      databaseStatementTimeoutMs: 0,
      databaseAcquireTimeoutMs: 2500,
      redisUrl: 'redis://cache:6379',
      redisKeyPrefix: 'staging:',
    });
    for (const value of ['0', '-3', 'ten', '1.5']) {
      expect(loadConfig({ DATABASE_POOL_MAX: value }).databasePoolMax).toBe(10);
    }
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

  it('parses the rate limits as positive integers of any size, not as ports', () => {
    const config = loadConfig({ AUTH_RATE_LIMIT: '100000', UPLOAD_RATE_LIMIT: '65536' });
    expect(config.authRateLimitPerMinute).toBe(100000);
    expect(config.uploadRateLimitPerMinute).toBe(65536);
    for (const value of ['0', '-5', '2.5', 'lots', '']) {
      expect(loadConfig({ AUTH_RATE_LIMIT: value }).authRateLimitPerMinute).toBe(1000);
      expect(loadConfig({ UPLOAD_RATE_LIMIT: value }).uploadRateLimitPerMinute).toBe(30);
    }
  });

  it('refuses in production a JWT_SECRET published as an example (docker-compose.yml, READMEs)', () => {
    const compose = readFileSync(path.resolve(__dirname, '../../docker-compose.yml'), 'utf8');
    const readmes = ['../../README.md', '../README.md'].map((file) =>
      readFileSync(path.resolve(__dirname, file), 'utf8'),
    );
    // Whatever compose and the READMEs show as a JWT_SECRET value is on the list (or is no literal).
    const shown = [compose, ...readmes].flatMap((text) =>
      [...text.matchAll(/JWT_SECRET(?::-|[:=])\s*['"]?([\w-]{32,})/g)].map((match) => match[1] as string),
    );
    for (const secret of shown) expect(EXAMPLE_JWT_SECRETS).toContain(secret);
    for (const secret of EXAMPLE_JWT_SECRETS) {
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(/example secret/);
      // Outside production an example secret is as good as any local one.
      expect(loadConfig({ JWT_SECRET: secret }).jwtSecret).toBe(secret);
    }
    expect(EXAMPLE_JWT_SECRETS).toContain('compose-demo-secret-please-replace-0123456789');
  });

  it('reads the startup lock timeout: 10 minutes unless set', () => {
    expect(loadConfig({}).startupLockTimeoutMs).toBe(600_000);
    expect(loadConfig({ STARTUP_LOCK_TIMEOUT_MS: '90000' }).startupLockTimeoutMs).toBe(90_000);
    expect(loadConfig({ STARTUP_LOCK_TIMEOUT_MS: 'soon' }).startupLockTimeoutMs).toBe(600_000);
  });

  it('cannot be answered by a polluted Object.prototype: frozen, no prototype, every setting its own', () => {
    const prototype = Object.prototype as Record<string, unknown>;
    const polluted = ['calendarFetchAllowPrivate', 'sseHeartbeatMs', 'clock', 'jobTimings', 'smtpUrl'];
    try {
      prototype.calendarFetchAllowPrivate = true;
      prototype.sseHeartbeatMs = 1;
      prototype.clock = () => new Date(0);
      prototype.jobTimings = { retryMs: 1 };
      prototype.smtpUrl = 'smtp://attacker.example';
      const config = loadConfig(PRODUCTION);
      // How settings are read in the app: `config.x ?? default`.
      expect(config.calendarFetchAllowPrivate ?? true).toBe(false);
      expect(config.sseHeartbeatMs ?? 'default').toBe('default');
      expect(config.clock ?? 'system clock').toBe('system clock');
      expect(config.jobTimings ?? 'defaults').toBe('defaults');
      expect(config.smtpUrl ?? 'logged').toBe('logged');
      expect(loadConfig({}).calendarFetchAllowPrivate).toBe(true);
      expect(Object.getPrototypeOf(config)).toBeNull();
      expect(Object.isFrozen(config)).toBe(true);
      expect(() => {
        (config as { calendarFetchAllowPrivate: boolean }).calendarFetchAllowPrivate = true;
      }).toThrow(TypeError);
    } finally {
      for (const key of polluted) delete prototype[key];
    }
  });

  it('takes the prototype away from a config written as a literal (tests), keeping the object', () => {
    const literal = { ...loadConfig({}) } as AppConfig;
    expect(Object.getPrototypeOf(literal)).toBe(Object.prototype);
    expect(withoutPrototype(literal)).toBe(literal);
    expect(Object.getPrototypeOf(literal)).toBeNull();
    literal.calendarFetchAllowPrivate = false; // still a plain, changeable object
    expect(literal.calendarFetchAllowPrivate).toBe(false);
  });
});
