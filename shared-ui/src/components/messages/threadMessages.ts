// A thread's messages as the API pages them: newest first, by id (a bigint as a decimal string, the
// order the server wrote them in). Merging keeps that order and each message once, whichever way it
// arrived (a page, the live refetch of the newest page, the answer to a send).
import type { ThreadMessage } from '@shoreline/shared-domain/conversations';

/** Newer first: ids are decimal bigints without leading zeros, so longer is larger. */
function newerFirst(a: ThreadMessage, b: ThreadMessage): number {
  if (a.id.length !== b.id.length) return b.id.length - a.id.length;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** `current` with `incoming` merged in, newest first, each id once (an incoming copy wins). */
export function mergeMessages(
  current: readonly ThreadMessage[],
  incoming: readonly ThreadMessage[],
): ThreadMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(newerFirst);
}
