import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestCounts } from '@shoreline/shared-domain/listingFacts';
import { useState } from 'react';
import { GuestsField } from './GuestsField';

function Harness({ maxGuests = 4, petsAllowed = false }: { maxGuests?: number; petsAllowed?: boolean }) {
  const [guests, setGuests] = useState<GuestCounts>({ adults: 1, children: 0, infants: 0, pets: false });
  return <GuestsField value={guests} onChange={setGuests} maxGuests={maxGuests} petsAllowed={petsAllowed} />;
}

const countOf = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByRole('status').textContent;

describe('GuestsField', () => {
  it('opens from the Guests button and says who is coming and the maximum', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Guests 1 adult' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleDescription('Up to 4 guests');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Add adult' }));
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    expect(countOf('Adults')).toBe('2');
    expect(countOf('Children')).toBe('1');
    expect(screen.getByRole('button', { name: 'Guests 2 adults, 1 child' })).toBeInTheDocument();
  });

  it('keeps at least one adult and stops adults and children at the maximum, not infants', async () => {
    const user = userEvent.setup();
    render(<Harness maxGuests={2} />);
    await user.click(screen.getByRole('button', { name: /^Guests/ }));
    expect(screen.getByRole('button', { name: 'Remove adult' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    expect(screen.getByRole('button', { name: 'Add adult' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add child' })).toBeDisabled();
    expect(screen.getByText('Under 2; not counted')).toBeInTheDocument();
    const addInfant = screen.getByRole('button', { name: 'Add infant' });
    for (let i = 0; i < 5; i += 1) await user.click(addInfant);
    expect(countOf('Infants')).toBe('5');
    expect(addInfant).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove child' }));
    expect(screen.getByRole('button', { name: 'Add adult' })).toBeEnabled();
  });

  it('works from the keyboard and closes with Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('button', { name: /^Guests/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    // "Remove adult" is disabled at one adult, so the next stop is "Add adult".
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add adult' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(countOf('Adults')).toBe('2');
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Guests 2 adults' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers pets only where the listing allows them', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Guests/ }));
    expect(screen.queryByRole('checkbox', { name: 'Pets' })).not.toBeInTheDocument();
    unmount();
    render(<Harness petsAllowed />);
    await user.click(screen.getByRole('button', { name: /^Guests/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Pets' }));
    expect(screen.getByRole('button', { name: 'Guests 1 adult, pets' })).toBeInTheDocument();
  });
});
