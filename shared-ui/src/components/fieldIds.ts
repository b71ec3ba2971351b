import { useId } from 'react';

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** For `aria-describedby`: the hint and the error, when shown. */
  describedBy: string | undefined;
}

/** Ids linking a control to its hint and error text; a caller's own id and describedby are kept. */
export function useFieldIds(options: {
  id?: string;
  hasHint: boolean;
  hasError: boolean;
  describedBy?: string;
}): FieldIds {
  const generated = useId();
  const controlId = options.id ?? `sl-field${generated}`;
  const hintId = options.hasHint ? `${controlId}-hint` : undefined;
  const errorId = options.hasError ? `${controlId}-error` : undefined;
  const describedBy = [options.describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}
