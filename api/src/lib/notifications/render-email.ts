import { MESSAGES, notificationText } from '@shoreline/shared-domain/messages';
import type { NotificationContent } from '@shoreline/shared-domain/notifications';
import { paths } from '@shoreline/shared-domain/paths';
import { formatMoney } from '@shoreline/shared-domain/pricing';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const PRODUCT_NAME = 'Shoreline';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Names, titles and reasons are user input: never markup in an email. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * The email of a notification: the catalogue's texts (prices in EUR, the base currency: an email has
 * no currency switch), an absolute link into the app at PUBLIC_ORIGIN, and how to turn emails off.
 */
export function renderNotificationEmail(
  content: NotificationContent,
  linkPath: string,
  publicOrigin: string,
): RenderedEmail {
  const text = notificationText(content, (amount) => formatMoney(amount, 'EUR'));
  const link = new URL(linkPath, publicOrigin).toString();
  const profile = new URL(paths.profile(), publicOrigin).toString();
  const plain = [
    text.title,
    '',
    text.body,
    '',
    `${text.action}: ${link}`,
    '',
    '--',
    PRODUCT_NAME,
    `${MESSAGES.emailFooter} ${profile}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#1d2a33">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#0b5f73">${PRODUCT_NAME}</p>
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(text.title)}</h1>
<p style="font-size:16px;line-height:1.5;margin:0 0 20px">${escapeHtml(text.body)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b5f73;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p style="font-size:13px;color:#55636d;margin:0">${escapeHtml(MESSAGES.emailFooter)} <a href="${escapeHtml(profile)}" style="color:#0b5f73">${escapeHtml(profile)}</a></p>
</div></body></html>
`;
  return { subject: text.title, text: plain, html };
}
