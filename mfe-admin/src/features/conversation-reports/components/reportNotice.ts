// What a decision on a conversation's page tells the list it goes back to ("The report has been
// dismissed."), carried in the history entry's state like Manage Bookings' decided notice.

interface ReportNoticeState {
  reportNotice: string;
}

export function reportNoticeState(notice: string): ReportNoticeState {
  return { reportNotice: notice };
}

/** The notice in a location's state, if a decision put one there. */
export function reportNoticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('reportNotice' in state)) return null;
  const { reportNotice } = state as ReportNoticeState;
  return typeof reportNotice === 'string' ? reportNotice : null;
}
