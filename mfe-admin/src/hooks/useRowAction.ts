import { useCallback, useRef, useState } from 'react';
import type { ErrorCode } from '@shoreline/shared-domain/errorCodes';
import { apiErrorCode } from '@shoreline/shared-ui/api/apiRequestError';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';

export interface RowActionOptions {
  /** The screen's SPEC message for a failure the API does not explain (5xx, offline). */
  fallback: string;
  /** Shown as a success notice (none when the screen says it another way). */
  success?: string;
  /** After success: drop the row, reload the list, move focus. */
  onDone: () => void;
  /** The row changed under us (gone, or another admin decided or moved it first): the list is stale. */
  onStale: () => void;
}

export interface RowAction<A extends string> {
  /** The row and the action in flight, for the button's spinner. */
  running: { id: string; action: A } | null;
  /** Why the last action failed, and on which row: the API's 4xx text or the SPEC message. */
  failure: { id: string; message: string } | null;
  notice: string | null;
  dismiss: () => void;
  /** Runs `call` unless another action is in flight; resolves true when it succeeded. */
  run: (id: string, action: A, call: () => Promise<unknown>, options: RowActionOptions) => Promise<boolean>;
}

/** The API's codes for a row that changed under us: the list is reloaded (issue 23: codes, not statuses). */
const STALE_ROW: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'HOST_REQUEST_NOT_FOUND',
  'HOST_REQUEST_NOT_PENDING',
  'HOST_REQUEST_DECIDED_MEANWHILE',
  'REVIEW_NOT_FOUND',
  'REVIEW_NOT_PENDING',
  'REVIEW_DECIDED_MEANWHILE',
  'DESTINATION_NOT_FOUND',
  'DESTINATION_ALREADY_FIRST',
  'DESTINATION_ALREADY_LAST',
]);

/** One action at a time on the rows of an admin list (approve, reject, delete...), with its outcome. */
export function useRowAction<A extends string>(): RowAction<A> {
  const [running, setRunning] = useState<{ id: string; action: A } | null>(null);
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A ref as well as state: two clicks in one frame must not both start an action.
  const busy = useRef(false);

  const run = useCallback(
    async (id: string, action: A, call: () => Promise<unknown>, options: RowActionOptions) => {
      if (busy.current) return false;
      busy.current = true;
      setRunning({ id, action });
      setFailure(null);
      setNotice(null);
      try {
        await call();
        setNotice(options.success ?? null);
        options.onDone();
        return true;
      } catch (error) {
        console.error(options.fallback, error);
        setFailure({ id, message: errorMessage(error, options.fallback) });
        const code = apiErrorCode(error);
        if (code !== null && STALE_ROW.has(code)) options.onStale();
        return false;
      } finally {
        busy.current = false;
        setRunning(null);
      }
    },
    [],
  );

  const dismiss = useCallback(() => {
    setFailure(null);
    setNotice(null);
  }, []);

  return { running, failure, notice, dismiss, run };
}
