import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
      <output>{`${value.start ?? '-'} ${value.end ?? '-'}`}</output>
    </>
  );
}

const pick = async (field: string, day: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(screen.getByRole('button', { name: day }));
};

describe('DateRangePicker', () => {
  it('keeps check-out disabled until a check-in is chosen', async () => {
    render(<Controlled endDisabledHint={MESSAGES.checkInFirst} />);
    const checkOut = screen.getByRole('combobox', { name: 'Check-out' });
    expect(checkOut).toBeDisabled();
    expect(checkOut).toHaveAccessibleDescription(MESSAGES.checkInFirst);
    await pick('Check-in', 'Monday, July 13, 2026');
    expect(checkOut).toBeEnabled();
    expect(checkOut).not.toHaveAccessibleDescription(MESSAGES.checkInFirst);
  });

  it('offers check-out days only after the check-in', async () => {
    render(<Controlled />);
    await pick('Check-in', 'Monday, July 13, 2026');
    await userEvent.click(screen.getByRole('combobox', { name: 'Check-out' }));
    expect(screen.getByRole('button', { name: 'Monday, July 13, 2026, unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuesday, July 14, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2026-07-13 2026-07-15');
  });

  it('a new check-in clears a check-out that is not after it, and keeps one that is', async () => {
    render(<Controlled initial={{ start: '2026-07-13', end: '2026-07-16' }} />);
    await pick('Check-in', 'Tuesday, July 14, 2026');
    expect(screen.getByRole('status')).toHaveTextContent('2026-07-14 2026-07-16');
    await pick('Check-in', 'Thursday, July 16, 2026');
    expect(screen.getByRole('status')).toHaveTextContent('2026-07-16 -');
  });

  it('uses the booking rules of shared-domain for each field', async () => {
    const availability: Availability = {
      availableFrom: '2026-07-01',
      availableTo: '2026-07-31',
      booked: [{ start: '2026-07-15', end: '2026-07-18' }],
      free: [
        { start: '2026-07-01', end: '2026-07-15' },
        { start: '2026-07-18', end: '2026-07-31' },
      ],
    };
    render(
      <Controlled
        max={availability.availableTo}
        isStartDisabled={(date) => isCheckInDisabled(date, availability, TODAY)}
        isEndDisabled={(date, start) => isCheckOutDisabled(date, start, availability, TODAY)}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Check-in' }));
    expect(screen.getByRole('button', { name: 'Wednesday, July 15, 2026, unavailable' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Monday, July 13, 2026' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Check-out' }));
    // Leaving on the first booked day is fine (half-open stays); staying across it is not.
    expect(screen.getByRole('button', { name: 'Wednesday, July 15, 2026' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.getByRole('button', { name: 'Thursday, July 16, 2026, unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuesday, July 21, 2026, unavailable' })).toBeInTheDocument();
  });
});
