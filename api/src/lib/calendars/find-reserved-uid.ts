/**
 * UIDs node-ical would use as a key that an ordinary object already has: it indexes its result by UID
 * (`result[uid]`), so `__proto__` merges the event's properties into Object.prototype, `constructor`
 * into Object, `toString` into a built-in function (issue 20). `prototype` is refused too.
 */
const RESERVED_UIDS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/**
 * A content line naming the UID: node-ical also takes `uid` in any case and `X-UID` (it drops the X-),
 * with parameters (quoted values may hold colons). The pattern is node-ical's own.
 */
const UID_LINE = /^(?:X-)?UID((?:;(?:-|[0-9A-Za-z_])+=(?:"[^"]*"|[^":;]+))*):(.*)$/i;

/**
 * The first reserved UID of an iCalendar text, or null. Read before parsing (the unfolded lines, the
 * value unescaped and unquoted the way node-ical does, backslashes dropped to be on the safe side), so
 * such a feed is refused whole: one event named so is a broken or hostile feed, not a booking.
 */
export function findReservedUid(text: string): string | null {
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    let line = lines[i]!;
    while (i + 1 < lines.length && /^[ \t]/.test(lines[i + 1]!)) {
      i += 1;
      line += lines[i]!.slice(1);
    }
    const match = UID_LINE.exec(line);
    if (!match) continue;
    const value = match[2]!
      .replaceAll('\\', '')
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    if (RESERVED_UIDS.has(value)) return value;
  }
  return null;
}
