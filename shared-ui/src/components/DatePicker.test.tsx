import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { DatePicker, type DatePickerProps } from './DatePicker';

const TODAY = '2026-07-10';

function Controlled(props: Partial<DatePickerProps> & { onPick?: (value: IsoDate | null) => void }) {
  const [value, setValue] = useState<IsoDate | null>(props.value ?? null);
  return (
    <DatePicker
      label="Check-in"
      today={TODAY}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onPick?.(next);
      }}
    />
  );
}

const day = (name: RegExp | string) => screen.getByRole('button', { name });

describe('DatePicker', () => {
  it('ignores typing and pasting: the value only comes from the calendar', async () => {
    const onPick = jest.fn();
    render(<Controlled onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Check-in' });
    expect(input).toHaveAttribute('readonly');
    input.focus();
    await userEvent.keyboard('2026-07-12');
    await userEvent.paste('2026-07-12');
    expect(input).toHaveValue('');
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets Tab move on from the input', async () => {
    render(
      <>
        <Controlled />
        <button type="button">Next field</button>
      </>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Check-in' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next field' })).toHaveFocus();
  });

  it('opens with Enter, moves with arrow keys and selects with Enter', async () => {
    const onPick = jest.fn();
    render(<Controlled onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Check-in' });
    input.focus();
    await userEvent.keyboard('{Enter}');
    const calendar = screen.getByRole('dialog', { name: 'Choose check-in' });
    expect(within(calendar).getByRole('grid', { name: 'July 2026' })).toBeInTheDocument();
    expect(day('Friday, July 10, 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{ArrowLeft}');
    expect(day('Saturday, July 18, 2026')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('2026-07-18');
    expect(input).toHaveValue('Jul 18, 2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('moves across months with the keys and the month buttons', async () => {
    render(<Controlled value="2026-07-30" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Check-in' }));
    expect(day('Thursday, July 30, 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('grid', { name: 'August 2026' })).toBeInTheDocument();
    expect(day('Thursday, August 6, 2026')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(day('Sunday, September 6, 2026')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'August 2026' })).toBeInTheDocument();
  });

  it('announces disabled days as unavailable and does not select them', async () => {
    const onPick = jest.fn();
    render(<Controlled onPick={onPick} disabledDates={['2026-07-12']} min={TODAY} max="2026-07-20" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Check-in' }));
    const booked = day('Sunday, July 12, 2026, unavailable');
    expect(booked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(booked);
    expect(onPick).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Days before min and after max are unavailable too.
    expect(day('Thursday, July 9, 2026, unavailable')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Tuesday, July 21, 2026, unavailable')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Monday, July 13, 2026')).not.toHaveAttribute('aria-disabled');
  });

  it('keeps focus within min and max and disables month buttons beyond them', async () => {
    render(<Controlled min={TODAY} max="2026-07-20" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Check-in' }));
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await userEvent.keyboard('{ArrowUp}');
    expect(day('Friday, July 10, 2026')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(day('Monday, July 20, 2026')).toHaveFocus();
  });

  it('opens on the first selectable day when the first ones are disabled', async () => {
    render(<Controlled min={TODAY} disabledDates={(date) => date < '2026-07-15'} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Check-in' }));
    expect(day('Wednesday, July 15, 2026')).toHaveFocus();
  });

  it('Escape closes the calendar and returns focus to the input without choosing', async () => {
    const onPick = jest.fn();
    render(<Controlled onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Check-in' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('selects with a click, closes on an outside click, and clears', async () => {
    const onPick = jest.fn();
    render(
      <>
        <Controlled onPick={onPick} clearable name="checkin" />
        <p>Outside</p>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Check-in' });
    await userEvent.click(input);
    await userEvent.click(day('Wednesday, July 22, 2026'));
    expect(input).toHaveValue('Jul 22, 2026');
    expect(document.querySelector('input[type="hidden"][name="checkin"]')).toHaveValue('2026-07-22');
    await userEvent.click(input);
    expect(screen.getByRole('gridcell', { selected: true })).toHaveTextContent('22');
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('marks today and links hint and error to the input', async () => {
    render(<Controlled hint="Nights start at 3 pm" error="Selected date is not available" />);
    const input = screen.getByRole('combobox', { name: 'Check-in' });
    expect(input).toHaveAccessibleDescription('Nights start at 3 pm Selected date is not available');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(input);
    expect(day('Friday, July 10, 2026')).toHaveAttribute('aria-current', 'date');
  });

  it('cannot be opened while disabled', async () => {
    render(<Controlled disabled />);
    const input = screen.getByRole('combobox', { name: 'Check-in' });
    expect(input).toBeDisabled();
    await userEvent.click(input);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
