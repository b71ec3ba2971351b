import { render, screen, within } from '@testing-library/react';
import { FactList } from './FactList';

describe('FactList', () => {
  it('pairs each label with its value as a term and its definition, in order', () => {
    render(
      <FactList
        aria-label="Booking facts"
        facts={[
          { label: 'Dates', value: 'Jun 1, 2026 - Jun 4, 2026' },
          { label: 'Total price', value: <strong>€240.00</strong> },
        ]}
      />,
    );
    const list = screen.getByLabelText('Booking facts');
    expect(list.tagName).toBe('DL');
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Dates', 'Total price']);
    const definitions = within(list).getAllByRole('definition');
    expect(definitions.map((definition) => definition.textContent)).toEqual([
      'Jun 1, 2026 - Jun 4, 2026',
      '€240.00',
    ]);
    expect(within(definitions[1]!).getByText('€240.00').tagName).toBe('STRONG');
  });

  it('renders an empty list without rows', () => {
    render(<FactList facts={[]} data-testid="facts" />);
    expect(screen.getByTestId('facts')).toBeEmptyDOMElement();
  });
});
