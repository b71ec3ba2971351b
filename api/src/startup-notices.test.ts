import { protoAccessorPresent, startupNotices } from './startup-notices';

const messages = (notices: { msg: string }[]) => notices.map((notice) => notice.msg).join('\n');

describe('startupNotices', () => {
  it('says at start that mail is only logged when SMTP_URL is not set (a warning in production)', () => {
    const development = startupNotices({ smtpUrl: null, nodeEnv: 'development' }, {});
    expect(development).toContainEqual({
      level: 'info',
      msg: expect.stringMatching(/SMTP_URL is not set.*only logged/),
    });
    const production = startupNotices({ smtpUrl: null, nodeEnv: 'production' }, { JWT_SECRET: 'x' });
    expect(production).toContainEqual({ level: 'warn', msg: expect.stringMatching(/only logged/) });
    const withSmtp = startupNotices(
      { smtpUrl: 'smtp://mail:587', nodeEnv: 'production' },
      { JWT_SECRET: 'x' },
    );
    expect(messages(withSmtp)).not.toMatch(/SMTP_URL/);
  });

  it('says when sessions end with the process (no JWT_SECRET)', () => {
    expect(messages(startupNotices({ smtpUrl: null, nodeEnv: 'development' }, {}))).toMatch(
      /JWT_SECRET is not set/,
    );
    expect(
      messages(startupNotices({ smtpUrl: null, nodeEnv: 'development' }, { JWT_SECRET: 'x' })),
    ).not.toMatch(/JWT_SECRET/);
  });

  it('warns when the process runs without --disable-proto=delete', () => {
    const config = { smtpUrl: 'smtp://mail', nodeEnv: 'production' } as const;
    expect(startupNotices(config, { JWT_SECRET: 'x' }, true)).toEqual([
      { level: 'warn', msg: expect.stringMatching(/start node with --disable-proto=delete/) },
    ]);
    expect(startupNotices(config, { JWT_SECRET: 'x' }, false)).toEqual([
      { level: 'info', msg: 'Object.prototype.__proto__ is removed (--disable-proto=delete)' },
    ]);
    expect(protoAccessorPresent()).toBe(Object.hasOwn(Object.prototype, '__proto__'));
  });
});
