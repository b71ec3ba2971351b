import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { labelledControl } from './labelledControl';

/** Opens the date field labelled `label` and clicks the day `iso`, paging months forward as a user would. */
export async function pickDate(user: UserEvent, label: RegExp, iso: string): Promise<void> {
  // No role queries: on the listing form each one asks 60 controls and hundreds of elements for their
  // roles and names, over a second per date on a loaded machine (issue 23 item 9).
  await user.click(labelledControl(label));
  // The calendar's code arrives lazily, as in the browser.
  await waitFor(() => {
    if (!document.querySelector('[role="grid"]')) throw new Error('The calendar has not opened');
  });
  const day = () => document.querySelector<HTMLButtonElement>(`button[data-date="${iso}"]`);
  for (let step = 0; step < 24 && !day(); step += 1) {
    // By its aria-label: a role query would name every day button of the open month first.
    const next = document.querySelector<HTMLButtonElement>('button[aria-label="Next month"]');
    if (!next) throw new Error('The calendar has no Next month button');
    await user.click(next);
  }
  const button = day();
  if (!button) throw new Error(`No day ${iso} in the calendar of ${String(label)}`);
  await user.click(button);
}

/** A small image file as the picker receives it. */
export function imageFile(name: string, type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
}
