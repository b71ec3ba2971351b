import { useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import type { Result } from '@shoreline/shared-domain/result';

/** A form's field checks from shared-domain (`checkSignUpFields`...), keyed in form order. */
export type FieldChecks<F extends string> = { readonly [K in F]?: Result<unknown> };

export interface FormChecks<F extends string> {
  /** Put on the `<form>`: the first invalid control in it takes focus after a refused submit. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The message of each field whose message is shown (left once, or after a submit). */
  errors: Partial<Record<F, string>>;
  /** On submit: shows every field's message and focuses the first invalid control; true when all pass. */
  checkAll: () => boolean;
  /** Shows these fields' messages from now on (e.g. a field was left). */
  showErrorsOf: (...fields: F[]) => void;
  /** Forgets which messages were shown (e.g. after a successful save resets the form). */
  hideAll: () => void;
  /**
   * Put on the `<form>`: when focus leaves a field, its message shows. A field is the nearest
   * element with `data-fields` (space-separated names: an area holding several controls, like a
   * date range) or else the control's `name`.
   */
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
}

/**
 * One form's validation state (issue 22 item 4): every field is judged by its shared-domain check on
 * every render; a field's message shows once the field was left or a submit was tried, and then
 * follows the value as it is corrected. A refused submit shows every message at once and moves focus
 * to the first invalid control (`aria-invalid="true"`, in document order), so keyboard and
 * screen-reader users land on the first problem and hear its message (linked by aria-describedby).
 */
export function useFormChecks<F extends string>(checks: FieldChecks<F>): FormChecks<F> {
  const formRef = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState<ReadonlySet<F>>(() => new Set());
  const [focusRequest, setFocusRequest] = useState(0);
  const names = Object.keys(checks) as F[];

  useEffect(() => {
    // After the refused submit has rendered its messages.
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const errors: Partial<Record<F, string>> = {};
  for (const name of names) {
    const check = checks[name];
    if (check && !check.ok && shown.has(name)) errors[name] = check.message;
  }

  const showErrorsOf = (...fields: F[]) =>
    setShown((current) =>
      fields.every((name) => current.has(name)) ? current : new Set([...current, ...fields]),
    );

  const checkAll = () => {
    setShown(new Set(names));
    const valid = names.every((name) => checks[name]?.ok !== false);
    if (!valid) setFocusRequest((count) => count + 1);
    return valid;
  };

  /**
   * Not when focus only moves inside a field's area (a date picker's calendar, the photos' remove
   * buttons), nor when the window loses focus (switching to another app leaves no field), nor when a
   * file input loses focus to nothing while its chooser opens.
   */
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as Element;
    const next = event.relatedTarget;
    const area = target.closest<HTMLElement>('[data-fields]');
    if (area && next instanceof Node && area.contains(next)) return;
    if (!document.hasFocus()) return;
    if (next === null && (area?.querySelector('input[type="file"]') || isFileInput(target))) return;
    const fields = area?.dataset.fields?.split(' ') ?? [target.getAttribute('name') ?? ''];
    const known = fields.filter((name): name is F => (names as string[]).includes(name));
    if (known.length > 0) showErrorsOf(...known);
  };

  return { formRef, errors, checkAll, showErrorsOf, hideAll: () => setShown(new Set()), onBlur };
}

function isFileInput(element: Element): boolean {
  return element instanceof HTMLInputElement && element.type === 'file';
}
