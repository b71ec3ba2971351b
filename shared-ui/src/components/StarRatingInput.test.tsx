import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { StarRatingInput } from './StarRatingInput';

function Controlled({ onChange }: { onChange?: (rating: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <StarRatingInput
      value={value}
      onChange={(rating) => {
        setValue(rating);
        onChange?.(rating);
      }}
    />
  );
}

describe('StarRatingInput', () => {
  it('is a labelled radio group of 1 to 5 stars', () => {
    render(<Controlled />);
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
  });

  it('selects by click and by arrow keys', async () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('is one tab stop', async () => {
    render(
      <>
        <button type="button">Before</button>
        <Controlled />
        <button type="button">After</button>
      </>,
    );
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('keeps the chosen "4 / 5" on the stars\' line, beside them (issue 22 item 14)', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    const choice = screen.getByText('4 / 5');
    // In the stars' own row (jest maps CSS modules to their plain class names)...
    expect(choice.parentElement).toHaveClass('options');
    expect(choice.parentElement).toContainElement(screen.getByRole('radio', { name: '1 star' }));
    // ...a row that never wraps and centres the text on the stars (jsdom lays nothing out: the rule
    // itself is what keeps it there in a browser).
    const css = readFileSync(path.join(__dirname, 'StarRating.module.css'), 'utf8');
    const rule = (selector: string) => css.match(new RegExp(`\\${selector} \\{([^}]*)\\}`))?.[1] ?? '';
    expect(rule('.options')).toMatch(/flex-wrap: nowrap/);
    expect(rule('.options')).toMatch(/align-items: center/);
    expect(rule('.choice')).toMatch(/white-space: nowrap/);
  });

  it('shows an error linked to the group', () => {
    render(<StarRatingInput value={null} onChange={jest.fn()} error={MESSAGES.reviewRatingRequired} />);
    expect(screen.getByRole('group', { name: 'Rating' })).toHaveAccessibleDescription(
      'Please select a rating',
    );
  });
});
