import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarBlock, CalendarSync, HostCalendar } from '@shoreline/shared-domain/hostCalendar';
import { renderWithShell } from '../../../test/renderWithShell';
import { ListingCalendarPage } from './ListingCalendarPage';

// Issue 22 item 5: focus stays in the grid after Block nights / Unblock (WCAG 2.4.3), and the grid
// takes the WAI-ARIA date grid's PageUp/PageDown (month; Shift: year) and Home/End (week) keys.
// Generous waits: this machine's test runs share two cores with many others.
jest.setTimeout(60_000);
const WAIT = { timeout: 15_000 };

const calendar = (blocks: CalendarBlock[]): HostCalendar => ({
  listing: {
    id: 'l1',
    title: 'Dune House',
    availableFrom: '2040-01-01',
    availableTo: '2041-06-30',
    isActive: true,
  },
  stays: [],
  requests: [],
  blocks,
  conflicts: [],
});
const SYNC: CalendarSync = { exportUrl: 'http://localhost/api/calendars/secret.ics', calendars: [] };
const at = { path: '/listings/:id/calendar', history: ['/listings/l1/calendar'] };
// A day button by its accessible name (its aria-label). A role query computes the accessible name of
// every button on the page (hundreds of days), which took seconds per test on a loaded machine.
const day = (name: RegExp) => screen.getByLabelText(name, { selector: 'button[data-date]' });
const findDay = (name: RegExp, wait?: { timeout: number }) =>
  screen.findByLabelText(name, { selector: 'button[data-date]' }, wait);
const hostBlock = (id: string, startDate: string, endDate: string): CalendarBlock => ({
  id,
  startDate,
  endDate,
  note: null,
  source: 'host',
  calendarId: null,
  calendarName: null,
});

/** The calendar API as a host's calendar answers it: blocks added and removed. */
function renderCalendar(initial: CalendarBlock[] = []) {
  let blocks = initial;
  return renderWithShell(<ListingCalendarPage />, {
    ...at,
    api: {
      'GET /api/listings/l1/calendar': () => calendar(blocks),
      'GET /api/listings/l1/calendar-sync': () => SYNC,
      'POST /api/listings/l1/blocks': (body) => {
        const block = { ...hostBlock('k9', '', ''), ...(body as object) } as CalendarBlock;
        blocks = [...blocks, block];
        return { ...block, declinedRequests: [] };
      },
      'DELETE /api/listings/l1/blocks/k1': () => {
        blocks = blocks.filter((block) => block.id !== 'k1');
        return undefined;
      },
    },
  });
}

describe('host calendar keyboard and focus', () => {
  it('moves by month with PageUp/PageDown (Shift: a year) and to the week ends with Home/End', async () => {
    const user = userEvent.setup();
    renderCalendar();
    (await findDay(/^Tuesday 31 January 2040/, WAIT)).focus();
    // 31 January: February 2040 is shorter, so its last day.
    await user.keyboard('{PageDown}');
    expect(day(/^Wednesday 29 February 2040/)).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'February 2040' })).toBeInTheDocument();
    await user.keyboard('{PageDown}');
    expect(day(/^Thursday 29 March 2040/)).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}');
    expect(day(/^Sunday 29 January 2040/)).toHaveFocus();

    // Sunday to Saturday, within the month as the grid's rows are.
    await user.keyboard('{End}');
    expect(day(/^Tuesday 31 January 2040/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day(/^Sunday 29 January 2040/)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}{End}');
    expect(day(/^Saturday 28 January 2040/)).toHaveFocus();
    // 1 March 2040 is a Thursday: its row starts with it. 28 January → 28 March → 7 March → 3 March.
    await user.keyboard('{PageDown}{PageDown}{ArrowUp}{ArrowUp}{ArrowUp}');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(day(/^Saturday 3 March 2040/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day(/^Thursday 1 March 2040/)).toHaveFocus();

    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(day(/^Friday 1 March 2041/)).toHaveFocus();
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(day(/^Thursday 1 March 2040/)).toHaveFocus();
    // Not before the grid's first day.
    await user.keyboard('{PageUp}{PageUp}{PageUp}');
    expect(day(/^Sunday 1 January 2040/)).toHaveFocus();
  });

  it('keeps focus on the first night of the range after Block nights', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: 'Next month' }, WAIT));
    await user.click(day(/^Sunday 5 February 2040, available/));
    await user.click(day(/^Tuesday 7 February 2040/));
    await user.click(screen.getByRole('button', { name: 'Block nights' }));
    expect(
      await screen.findByText('Blocked Feb 5, 2040 to Feb 7, 2040 (3 nights).', {}, WAIT),
    ).toBeInTheDocument();
    await waitFor(() => expect(day(/^Sunday 5 February 2040, blocked/)).toHaveFocus(), WAIT);
    expect(document.body).not.toHaveFocus();
  });

  it('keeps focus on the first night of the range after Unblock', async () => {
    const user = userEvent.setup();
    renderCalendar([hostBlock('k1', '2040-02-12', '2040-02-14')]);
    await user.click(await screen.findByRole('button', { name: 'Next month' }, WAIT));
    await user.click(day(/^Monday 13 February 2040, blocked/));
    await user.keyboard('{ArrowLeft}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(day(/^Sunday 12 February 2040, available/)).toHaveFocus(), WAIT);
    expect(screen.getByText('Unblocked Feb 12, 2040 to Feb 13, 2040 (2 nights).')).toBeInTheDocument();
  });

  it('keeps focus in the grid after Unblock in the list of blocked nights', async () => {
    const user = userEvent.setup();
    renderCalendar([hostBlock('k1', '2040-03-12', '2040-03-14')]);
    await user.click(
      await screen.findByRole('button', { name: 'Unblock Mar 12, 2040 to Mar 13, 2040 (2 nights)' }, WAIT),
    );
    await waitFor(() => expect(day(/^Monday 12 March 2040, available/)).toHaveFocus(), WAIT);
  });
});
