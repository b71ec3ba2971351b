import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AMENITY_IDS, amenityById } from '@shoreline/shared-domain/amenities';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ListingAmenities } from './ListingAmenities';

describe('ListingAmenities', () => {
  it('shows the first ten with icons, and every one, grouped, in a dialog that Escape closes', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ListingAmenities amenities={AMENITY_IDS} />);
    const section = screen.getByRole('region', { name: 'What this place offers' });
    const shown = within(section).getByRole('list');
    expect(within(shown).getAllByRole('listitem')).toHaveLength(10);
    expect(within(shown).getByText('Wi-Fi')).toBeInTheDocument();
    expect(within(shown).queryByText('EV charger')).not.toBeInTheDocument();
    expect(shown.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(10);

    const showAll = screen.getByRole('button', { name: 'Show all 30 amenities' });
    showAll.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'What this place offers' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(30);
    // Grouped under headings, e.g. the family amenities together.
    const family = within(dialog).getByRole('region', { name: 'Family' });
    expect(
      within(family)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([amenityById('cot').label, amenityById('high-chair').label]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(showAll).toHaveFocus();
  });

  it('shows a few without a button, and says when the host listed none', () => {
    const { rerender } = render(<ListingAmenities amenities={['wifi', 'pool']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ListingAmenities amenities={[]} />);
    expect(screen.getByText(MESSAGES.noAmenitiesListed)).toBeInTheDocument();
  });
});
