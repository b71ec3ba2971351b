import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { enGB } from 'date-fns/locale/en-GB';
import { isCheckInDisabled, isCheckOutDisabled } from '@shoreline/shared-domain/bookingDates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Availability } from '@shoreline/shared-domain/types';
import { DateRangePicker, type DateRangePickerProps, type DateRangeValue } from './DateRangePicker';

const TODAY = '2026-07-10';

function Controlled(props: Partial<DateRangePickerProps> & { initial?: DateRangeValue }) {
  const [value, setValue] = useState<DateRangeValue>(props.initial ?? { start: null, end: null });
  return (
    <>
      <DateRangePicker today={TODAY} min={TODAY} {...props} value={value} onChange={setValue} />
      <p data-testid="stay">{`${value.start ?? '-'} ${value.end ?? '-'}`}</p>
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = (name: string) => screen.getByRole('combobox', { name });
/** A day of the open calendar (its code arrives lazily, as in the browser). */
const day = (iso: string) =>
  waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>(`button[data-date="${iso}"]`);
    if (!button) throw new Error(`no day ${iso} in the calendar`);
    return button;
  });
const stay = () => screen.getByTestId('stay');

const BRIGHTON: Availability = {
  availableFrom: '2026-07-01',
  availableTo: '2026-07-31',
  booked: [{ start: '2026-07-15', end: '2026-07-18' }],
  free: [
    { start: '2026-07-01', end: '2026-07-15' },
    { start: '2026-07-18', end: '2026-07-31' },
  ],
};

function Listing() {
  return (
    <Controlled
      max={BRIGHTON.availableTo}
      isStartDisabled={(date) => isCheckInDisabled(date, BRIGHTON, TODAY)}
      isEndDisabled={(date, start) => isCheckOutDisabled(date, start, BRIGHTON, TODAY)}
    />
  );
}

describe('DateRangePicker', () => {
  it('picks the check-in then the check-out on one calendar, which then closes', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(field('Check-in'));
    expect(screen.getByRole('dialog', { name: 'Choose check-in' })).toBeInTheDocument();
    await user.click(await day('2026-07-13'));
    expect(stay()).toHaveTextContent('2026-07-13 -');
    expect(field('Check-in')).toHaveValue('Jul 13, 2026');
    // Still open, now for the check-out: days up to the check-in cannot end the stay.
    expect(screen.getByRole('dialog', { name: 'Choose check-out' })).toBeInTheDocument();
    expect(await day('2026-07-12')).toHaveAttribute('aria-disabled', 'true');
    await user.click(await day('2026-07-16'));
    expect(stay()).toHaveTextContent('2026-07-13 2026-07-16');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Check-out')).toHaveValue('Jul 16, 2026');
    expect(field('Check-out')).toHaveFocus();
  });

  it('shows the chosen stay as a selected range', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={{ start: '2026-07-13', end: '2026-07-16' }} />);
    await user.click(field('Check-out'));
    await day('2026-07-13');
    const selected = document.querySelectorAll('[role="gridcell"][aria-selected="true"] button');
    expect(Array.from(selected, (button) => button.getAttribute('data-date'))).toEqual([
      '2026-07-13',
      '2026-07-14',
      '2026-07-15',
      '2026-07-16',
    ]);
  });

  it('keeps check-out disabled until a check-in is chosen', async () => {
    const user = userEvent.setup();
    render(<Controlled endDisabledHint={MESSAGES.checkInFirst} />);
    expect(field('Check-out')).toBeDisabled();
    expect(field('Check-out')).toHaveAccessibleDescription(MESSAGES.checkInFirst);
    await user.click(field('Check-in'));
    await user.click(await day('2026-07-13'));
    expect(field('Check-out')).toBeEnabled();
    expect(field('Check-out')).not.toHaveAccessibleDescription(MESSAGES.checkInFirst);
  });

  it('a new check-in keeps a check-out still after it, and clears one that is not', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={{ start: '2026-07-13', end: '2026-07-16' }} />);
    await user.click(field('Check-in'));
    await user.click(await day('2026-07-14'));
    expect(stay()).toHaveTextContent('2026-07-14 2026-07-16');
    await user.click(field('Check-in'));
    await user.click(await day('2026-07-16'));
    expect(stay()).toHaveTextContent('2026-07-16 -');
  });

  it('on a listing offers free nights only: no booked check-in, no stay across a booked night', async () => {
    const user = userEvent.setup();
    render(<Listing />);
    await user.click(field('Check-in'));
    const booked = await day('2026-07-15');
    expect(booked).toHaveAccessibleName(/, unavailable$/);
    await user.click(booked);
    expect(stay()).toHaveTextContent('- -');
    expect(await day('2026-07-09')).toHaveAttribute('aria-disabled', 'true'); // before today
    await user.click(await day('2026-07-13'));
    // Leaving on the first booked day is fine (half-open stays); staying across it is not.
    expect(await day('2026-07-15')).not.toHaveAttribute('aria-disabled');
    expect(await day('2026-07-16')).toHaveAttribute('aria-disabled', 'true');
    expect(await day('2026-07-21')).toHaveAttribute('aria-disabled', 'true');
    await user.click(await day('2026-07-21'));
    expect(stay()).toHaveTextContent('2026-07-13 -');
    await user.click(await day('2026-07-15'));
    expect(stay()).toHaveTextContent('2026-07-13 2026-07-15');
  });

  it('is driven by the keyboard: arrows move through the days, Enter picks', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    field('Check-in').focus();
    await user.keyboard('{Enter}');
    expect(await day(TODAY)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(stay()).toHaveTextContent('2026-07-13 -');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(stay()).toHaveTextContent('2026-07-13 2026-07-20');
    expect(field('Check-out')).toHaveFocus();
  });

  it('keyboard focus skips nights that cannot be picked', async () => {
    const user = userEvent.setup();
    render(<Listing />);
    field('Check-in').focus();
    await user.keyboard('{Enter}');
    expect(await day(TODAY)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(await day('2026-07-18')).toHaveFocus();
  });

  it('Escape closes the calendar and returns focus to the field that opened it', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={{ start: '2026-07-13', end: null }} />);
    await user.click(field('Check-out'));
    await day('2026-07-14');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Check-out')).toHaveFocus();
    expect(field('Check-out')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, keeping what was picked', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(field('Check-in'));
    await user.click(await day('2026-07-13'));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stay()).toHaveTextContent('2026-07-13 -');
  });

  it('shows two months side by side on wide screens and one on phones', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Controlled />);
    await user.click(field('Check-in'));
    await day(TODAY);
    expect(screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-label'))).toEqual([
      'July 2026',
      'August 2026',
    ]);
    unmount();

    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 600px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      render(<Controlled />);
      await user.click(field('Check-in'));
      await day(TODAY);
      expect(screen.getAllByRole('grid')).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Next month' }));
      expect(screen.getByRole('grid')).toHaveAccessibleName('August 2026');
    } finally {
      window.matchMedia = original;
    }
  });

  it('takes its week start and names from the locale', async () => {
    const user = userEvent.setup();
    render(<Controlled locale={enGB} />);
    await user.click(field('Check-in'));
    await day(TODAY);
    const [july] = screen.getAllByRole('grid');
    const weekdays = (july as HTMLElement).querySelectorAll('th');
    expect(weekdays[0]).toHaveAttribute('aria-label', 'Monday');
    expect(weekdays[6]).toHaveAttribute('aria-label', 'Sunday');
    expect(await day('2026-07-13')).toHaveAccessibleName('Monday, 13 July 2026');
  });

  it('clears both dates from the calendar when clearable', async () => {
    const user = userEvent.setup();
    render(<Controlled clearable initial={{ start: '2026-07-13', end: '2026-07-16' }} />);
    await user.click(field('Check-in'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(stay()).toHaveTextContent('- -');
    expect(field('Check-in')).toHaveFocus();
  });

  it('carries the dates in hidden inputs for form posts', () => {
    const { container } = render(
      <Controlled
        startName="checkin"
        endName="checkout"
        initial={{ start: '2026-07-13', end: '2026-07-16' }}
      />,
    );
    expect(container.querySelector('input[name="checkin"]')).toHaveValue('2026-07-13');
    expect(container.querySelector('input[name="checkout"]')).toHaveValue('2026-07-16');
  });

  it('renders its fields without loading the calendar', () => {
    render(<Controlled />);
    act(() => undefined);
    expect(field('Check-in')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
