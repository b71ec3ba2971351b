// Issue 22 item 1: choosing nights over a pending request says, before anything is saved, which
// requests the block declines; once saved, the host is told which ones the API declined.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarBlock, CalendarStay, HostCalendar } from '@shoreline/shared-domain/hostCalendar';
import { renderWithShell } from '../../../test/renderWithShell';
import { ListingCalendarPage } from './ListingCalendarPage';

const CHLOE: CalendarStay = {
  bookingId: 'r1',
  renterName: 'Chloe Martin',
  startDate: '2040-03-05',
  endDate: '2040-03-10',
};
const BEN: CalendarStay = {
  bookingId: 'r2',
  renterName: null,
  startDate: '2040-03-08',
  endDate: '2040-03-12',
};

const calendar = (requests: CalendarStay[], blocks: CalendarBlock[] = []): HostCalendar => ({
  listing: {
    id: 'l1',
    title: 'Dune House',
    availableFrom: '2040-03-01',
    availableTo: '2040-06-30',
    isActive: true,
  },
  stays: [],
  requests,
  blocks,
  conflicts: [],
});

function renderCalendar(requests: CalendarStay[]) {
  let current = calendar(requests);
  return renderWithShell(<ListingCalendarPage />, {
    path: '/listings/:id/calendar',
    history: ['/listings/l1/calendar'],
    api: {
      'GET /api/listings/l1/calendar': () => current,
      'GET /api/listings/l1/calendar-sync': () => ({ exportUrl: 'http://localhost/x.ics', calendars: [] }),
      'POST /api/listings/l1/blocks': (body) => {
        const { startDate, endDate } = body as { startDate: string; endDate: string };
        const block: CalendarBlock = {
          id: 'k1',
          startDate,
          endDate,
          note: null,
          source: 'host',
          calendarId: null,
          calendarName: null,
        };
        const declined = current.requests.filter((r) => r.startDate < endDate && startDate < r.endDate);
        current = calendar(
          current.requests.filter((r) => !declined.includes(r)),
          [block],
        );
        return { ...block, declinedRequests: declined };
      },
    },
  });
}

/**
 * Chooses the nights from `first` to `last` (day names as the grid names them, its buttons' aria-labels)
 * with the mouse. Found by label: a role query names every button of the page, hundreds of days.
 */
async function choose(user: ReturnType<typeof userEvent.setup>, first: RegExp, last: RegExp) {
  const day = { selector: 'button[data-date]' };
  await user.click(await screen.findByLabelText(first, day, { timeout: 5000 }));
  await user.click(screen.getByLabelText(last, day));
}

describe('the block panel over pending requests', () => {
  it('says which pending request the block declines before it is saved, then that it did', async () => {
    const user = userEvent.setup();
    const { api } = renderCalendar([CHLOE]);
    await choose(user, /^Wednesday 7 March 2040/, /^Thursday 8 March 2040/);
    expect(
      screen.getByText('This declines 1 pending request: Chloe Martin, Mar 5, 2040 - Mar 10, 2040.'),
    ).toBeInTheDocument();
    // Nothing is saved yet.
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Block nights' }));
    expect(
      await screen.findByText(
        'Blocked Mar 7, 2040 to Mar 8, 2040 (2 nights). Declined 1 pending request: Chloe Martin, Mar 5, 2040 - Mar 10, 2040.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('counts several requests in the plural, naming a guest without a name as Guest', async () => {
    const user = userEvent.setup();
    renderCalendar([CHLOE, BEN]);
    await choose(user, /^Thursday 8 March 2040/, /^Friday 9 March 2040/);
    expect(
      screen.getByText(
        'This declines 2 pending requests: Chloe Martin, Mar 5, 2040 - Mar 10, 2040; Guest, Mar 8, 2040 - Mar 12, 2040.',
      ),
    ).toBeInTheDocument();
  });

  it('warns of nothing when the nights touch no request (a request checking out on the first night)', async () => {
    const user = userEvent.setup();
    renderCalendar([CHLOE]);
    await choose(user, /^Saturday 10 March 2040/, /^Sunday 11 March 2040/);
    expect(screen.getByRole('button', { name: 'Block nights' })).toBeInTheDocument();
    expect(screen.queryByText(/declines/)).not.toBeInTheDocument();
  });
});
