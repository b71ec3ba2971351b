import { render, screen, within } from '@testing-library/react';
import { HouseRules } from './HouseRules';

describe('HouseRules', () => {
  it('says the times, each rule whichever way it is set, and the host’s text with its line breaks', () => {
    render(
      <HouseRules
        listing={{
          checkInFrom: '16:00',
          checkOutBy: '10:30',
          houseRules: {
            petsAllowed: true,
            smokingAllowed: false,
            eventsAllowed: false,
            text: 'Quiet after 22:00.\nShoes off inside.',
          },
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'House rules' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Check-in from 16:00',
      'Check-out by 10:30',
      'Pets allowed',
      'No smoking',
      'No parties or events',
    ]);
    const text = within(section).getByText(/Quiet after 22:00/);
    expect(text.textContent).toBe('Quiet after 22:00.\nShoes off inside.');
    expect(text).toHaveClass('rulesText');
  });
});
