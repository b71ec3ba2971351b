import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to the field a validation error names, once the error is on screen: the field's
 * description then includes the message, so a screen reader reads it out (a plain text under the
 * field is not announced), and a keyboard user can correct it at once.
 */
export function useFocusInvalidField(
  formRef: RefObject<HTMLFormElement | null>,
  error: { field?: string } | null,
): void {
  useEffect(() => {
    if (!error?.field) return;
    const control = formRef.current?.elements.namedItem(error.field);
    if (control instanceof HTMLElement) control.focus();
  }, [formRef, error]);
}
