import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { DateRangePicker } from './DateRangePicker';

// The calendar's code cannot be fetched while offline, and can be once back online.
let mockOnline = false;
jest.mock('./DateRangeCalendar', () => {
  if (!mockOnline) throw new Error('ChunkLoadError: offline');
  return jest.requireActual('./DateRangeCalendar');
});

describe('DateRangePicker when the calendar cannot be fetched', () => {
  it('says so in the popup with Retry, which then shows the calendar', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <DateRangePicker value={{ start: null, end: null }} onChange={() => undefined} today="2026-07-10" />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Check-in' }));
    expect(await screen.findByText(MESSAGES.calendarLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Check-in' })).toBeInTheDocument();
    mockOnline = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.querySelector('button[data-date="2026-07-13"]')).not.toBeNull());
    expect(screen.queryByText(MESSAGES.calendarLoadFailed)).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
