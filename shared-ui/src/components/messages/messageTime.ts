// When a message was sent, as a thread or an inbox row shows it. The thread and inbox are signed-in
// screens the shell's server never renders, so the device's clock and zone are used straight away
// (no hydration to keep equal, unlike `useDisplayInstant`).
import { format } from 'date-fns';
import type { IsoDateTime } from '@shoreline/shared-domain/types';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** In a thread: `14:05` today, `Jul 1, 14:05` this year, `Jul 1, 2025, 14:05` before. */
export function formatMessageTime(instant: IsoDateTime, now: Date = new Date()): string {
  const date = new Date(instant);
  if (sameDay(date, now)) return format(date, 'HH:mm');
  if (date.getFullYear() === now.getFullYear()) return format(date, 'MMM d, HH:mm');
  return format(date, 'MMM d, yyyy, HH:mm');
}

/** In an inbox row, shorter: `14:05` today, `Jul 1` this year, `Jul 1, 2025` before. */
export function formatInboxTime(instant: IsoDateTime, now: Date = new Date()): string {
  const date = new Date(instant);
  if (sameDay(date, now)) return format(date, 'HH:mm');
  if (date.getFullYear() === now.getFullYear()) return format(date, 'MMM d');
  return format(date, 'MMM d, yyyy');
}
