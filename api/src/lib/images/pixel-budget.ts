/**
 * Issue 20 item 7: decoded pixels are what an upload costs (CPU and memory grow with them, not with
 * the bytes: a 300 KB PNG can hold 40 MP). Each user may have this many decoded per minute on a
 * replica: one full request (10 photos of 40 MP, the most one upload can carry) a minute, so a host
 * sending a listing's photos is never refused, while one account cannot keep a replica's cores busy.
 * Counted per replica, in memory, like the queue it protects (with N replicas an account gets at
 * most N budgets). A setting (`UPLOAD_PIXEL_BUDGET`) if a deployment needs another value.
 */
export const PIXEL_BUDGET_PER_MINUTE = 400_000_000;
const WINDOW_MS = 60_000;

export type BudgetAnswer = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface PixelBudget {
  /** Counts `pixels` for `userId` if they fit in what is left of the user's minute; else says when. */
  spend: (userId: string, pixels: number) => BudgetAnswer;
  /** Gives back pixels counted for work that was not done after all (the queue was full). */
  refund: (userId: string, pixels: number) => void;
  /** Pixels counted for `userId` in the current minute. */
  used: (userId: string) => number;
}

interface Window {
  startedAt: number;
  used: number;
}

/**
 * A fixed window per user that starts with the user's first image (as the upload rate limit counts
 * requests). `now` is injectable for the window's tests.
 */
export function createPixelBudget({
  pixelsPerMinute = PIXEL_BUDGET_PER_MINUTE,
  now = Date.now,
}: { pixelsPerMinute?: number; now?: () => number } = {}): PixelBudget {
  const windows = new Map<string, Window>();
  let sweptAt = now();

  const current = (userId: string, at: number): Window | undefined => {
    const window = windows.get(userId);
    if (window && at - window.startedAt < WINDOW_MS) return window;
    windows.delete(userId);
    return undefined;
  };

  // Ended windows are dropped once a minute, so the map holds only the last minute's uploaders.
  const sweep = (at: number) => {
    if (at - sweptAt < WINDOW_MS) return;
    sweptAt = at;
    for (const [userId, window] of windows) if (at - window.startedAt >= WINDOW_MS) windows.delete(userId);
  };

  return {
    spend(userId, pixels) {
      const at = now();
      sweep(at);
      const window = current(userId, at) ?? { startedAt: at, used: 0 };
      if (window.used + pixels > pixelsPerMinute) {
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - at) / 1000)),
        };
      }
      window.used += pixels;
      windows.set(userId, window);
      return { ok: true };
    },
    refund(userId, pixels) {
      const window = current(userId, now());
      if (window) window.used = Math.max(0, window.used - pixels);
    },
    used: (userId) => current(userId, now())?.used ?? 0,
  };
}
