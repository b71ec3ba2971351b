import type { AppConfig } from '../../config';

/**
 * The feed's public address: where the apps are served (the shell proxies /api), since other
 * platforms poll the same address the host copies from the page.
 */
export function exportUrl(config: AppConfig, token: string): string {
  return `${config.publicOrigin.replace(/\/+$/, '')}/api/calendars/${token}.ics`;
}
