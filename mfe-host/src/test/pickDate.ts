import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the date field labelled `label` and clicks the day `iso`, paging months forward as a user would. */
export async function pickDate(user: UserEvent, label: RegExp, iso: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: label }));
  const day = () => document.querySelector<HTMLButtonElement>(`button[data-date="${iso}"]`);
  for (let step = 0; step < 24 && !day(); step += 1) {
    // By its aria-label: a role query would name every day button of the open month first.
    await user.click(screen.getByLabelText('Next month', { selector: 'button' }));
  }
  const button = day();
  if (!button) throw new Error(`No day ${iso} in the calendar of ${String(label)}`);
  await user.click(button);
}

/** A small image file as the picker receives it. */
export function imageFile(name: string, type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
}
