import type { AppConfig } from './config';

export interface StartupNotice {
  level: 'info' | 'warn';
  msg: string;
}

/** What `hasOwn(Object.prototype, '__proto__')` says about this process (a parameter for tests). */
export const protoAccessorPresent = (): boolean => Object.hasOwn(Object.prototype, '__proto__');

/**
 * What an operator must know from the first lines of the log: settings whose default quietly changes
 * what the API does (sessions ending with the process, emails never leaving it), and whether the
 * process runs with `--disable-proto=delete` (a `__proto__` written by a parser then makes an own
 * property, instead of reaching every object of the process).
 */
export function startupNotices(
  config: Pick<AppConfig, 'smtpUrl' | 'nodeEnv'>,
  env: NodeJS.ProcessEnv,
  protoPresent: boolean = protoAccessorPresent(),
): StartupNotice[] {
  const notices: StartupNotice[] = [];
  if (!env.JWT_SECRET) {
    notices.push({
      level: 'info',
      msg: 'JWT_SECRET is not set: sessions are signed with a secret of this process and end when it stops',
    });
  }
  if (!config.smtpUrl) {
    notices.push({
      level: config.nodeEnv === 'production' ? 'warn' : 'info',
      msg: 'SMTP_URL is not set: notification emails are only logged (subject and recipient), never sent',
    });
  }
  notices.push(
    protoPresent
      ? {
          level: 'warn',
          msg: 'Object.prototype.__proto__ is present: start node with --disable-proto=delete',
        }
      : { level: 'info', msg: 'Object.prototype.__proto__ is removed (--disable-proto=delete)' },
  );
  return notices;
}
