import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarBlock, CalendarSync, HostCalendar } from '@shoreline/shared-domain/hostCalendar';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { apiFailure } from '@shoreline/shared-ui/api/createTableApi';
import { renderWithShell } from '../../../test/renderWithShell';
import { ListingCalendarPage } from './ListingCalendarPage';

// A window in the future, so no night of it is past whatever day the tests run.
const calendar = (blocks: CalendarBlock[] = []): HostCalendar => ({
  listing: {
    id: 'l1',
    title: 'Dune House',
    availableFrom: '2040-03-01',
    availableTo: '2040-06-30',
    isActive: true,
  },
  stays: [{ bookingId: 'b1', renterName: 'Ana Silva', startDate: '2040-03-20', endDate: '2040-03-23' }],
  requests: [],
  blocks,
  conflicts: [],
});
const SYNC: CalendarSync = {
  exportUrl: 'http://localhost/api/calendars/secret.ics',
  calendars: [
    {
      id: 'c1',
      name: 'Airbnb',
      url: 'https://airbnb.example/cal.ics',
      lastSyncedAt: null,
      lastAttemptAt: '2040-01-01T10:00:00.000Z',
      lastError: MESSAGES.calendarSyncUnreachable,
      eventCount: 0,
    },
  ],
};
const at = { path: '/listings/:id/calendar', history: ['/listings/l1/calendar'] };
// A day button by its accessible name (its aria-label). A role query computes the accessible name of
// every button on the page (hundreds of days), which took seconds per test on a loaded machine.
const day = (name: RegExp) => screen.getByLabelText(name, { selector: 'button[data-date]' });
const findDay = (name: RegExp, wait?: { timeout: number }) =>
  screen.findByLabelText(name, { selector: 'button[data-date]' }, wait);
const monthsShown = () => screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-labelledby'));

/** A screen whose width the test sets: matchMedia answers for it and tells its listeners of a change. */
function stubScreenWidth(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  const matches = (query: string) => current >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList; // only what useWideScreen reads
  return (next: number) => {
    current = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

describe('ListingCalendarPage', () => {
  it('shows the month at once when the answers preloaded with the page are in, and asks for neither again', async () => {
    const { api } = renderWithShell(<ListingCalendarPage />, {
      ...at,
      arrived: {
        '/api/listings/l1/calendar': calendar(),
        '/api/listings/l1/calendar-sync': SYNC,
      },
    });
    // The first render: no skeleton, the month and the feeds.
    expect(screen.queryByRole('status', { name: 'Loading calendar' })).not.toBeInTheDocument();
    expect(day(/^Tuesday 20 March 2040, booked by Ana Silva/)).toBeInTheDocument();
    expect(screen.getByText('Last sync failed: ' + MESSAGES.calendarSyncUnreachable)).toBeInTheDocument();
    await act(async () => undefined);
    expect(api.calls).toEqual([]);
  });

  it('blocks a range chosen with the keyboard, with a private note', async () => {
    const user = userEvent.setup();
    let blocks: CalendarBlock[] = [];
    const { api } = renderWithShell(<ListingCalendarPage />, {
      ...at,
      api: {
        'GET /api/listings/l1/calendar': () => calendar(blocks),
        'GET /api/listings/l1/calendar-sync': () => SYNC,
        'POST /api/listings/l1/blocks': (body) => {
          const block = {
            id: 'k1',
            note: null,
            source: 'host',
            calendarId: null,
            calendarName: null,
            ...(body as object),
          };
          blocks = [block as CalendarBlock];
          return { ...block, declinedRequests: [] };
        },
      },
    });
    expect(screen.getByRole('status', { name: 'Loading calendar' })).toBeInTheDocument();
    const first = await findDay(/^Thursday 1 March 2040, available/);
    expect(day(/^Tuesday 20 March 2040, booked by Ana Silva/)).toBeInTheDocument();
    // A stay leads to the host's page of that booking (issue 22), not to the approve page.
    expect(screen.getByRole('link', { name: 'Ana Silva' })).toHaveAttribute('href', '/host/bookings/b1');
    expect(
      await screen.findByText('Last sync failed: ' + MESSAGES.calendarSyncUnreachable),
    ).toBeInTheDocument();

    first.focus();
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(day(/^Friday 9 March 2040, available, range starts here/)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(
      screen.getByRole('heading', { name: /Chosen: Mar 9, 2040 to Mar 11, 2040 \(3 nights\)/ }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Private note/ }), 'Painting');
    await user.click(screen.getByRole('button', { name: 'Block nights' }));

    expect(await findDay(/^Saturday 10 March 2040, blocked, note: Painting/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      startDate: '2040-03-09',
      endDate: '2040-03-12',
      note: 'Painting',
    });
  });

  it('Escape drops a range begun with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithShell(<ListingCalendarPage />, {
      ...at,
      api: {
        'GET /api/listings/l1/calendar': () => calendar(),
        'GET /api/listings/l1/calendar-sync': () => SYNC,
      },
    });
    (await findDay(/^Thursday 1 March 2040/)).focus();
    await user.keyboard('{Enter}{ArrowRight}{Escape}{ArrowRight}');
    expect(day(/^Saturday 3 March 2040, available$/)).toHaveFocus();
    expect(screen.queryByRole('heading', { name: /Chosen/ })).not.toBeInTheDocument();
  });

  it('unblocks a block chosen with the mouse, and shows a 409 when blocking over a stay', async () => {
    const user = userEvent.setup();
    let blocks: CalendarBlock[] = [
      {
        id: 'k1',
        startDate: '2040-03-05',
        endDate: '2040-03-07',
        note: null,
        source: 'host',
        calendarId: null,
        calendarName: null,
      },
    ];
    renderWithShell(<ListingCalendarPage />, {
      ...at,
      api: {
        'GET /api/listings/l1/calendar': () => calendar(blocks),
        'GET /api/listings/l1/calendar-sync': () => SYNC,
        'DELETE /api/listings/l1/blocks/k1': () => {
          blocks = [];
          return undefined;
        },
        'POST /api/listings/l1/blocks': () => {
          throw apiFailure(409, MESSAGES.blockOverlapsStay);
        },
      },
    });
    await user.click(await findDay(/^Monday 5 March 2040, blocked/));
    await user.click(day(/^Monday 5 March 2040, blocked/));
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await findDay(/^Monday 5 March 2040, available/)).toBeInTheDocument();

    await user.click(day(/^Monday 19 March 2040/));
    await user.click(day(/^Wednesday 21 March 2040/));
    await user.click(screen.getByRole('button', { name: 'Block nights' }));
    expect(await screen.findByText(MESSAGES.blockOverlapsStay)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: /Chosen/ })).getByRole('alert')).toBeInTheDocument(),
    );
  });

  describe('on a screen whose width changes', () => {
    const original = window.matchMedia;
    afterEach(() => {
      window.matchMedia = original;
    });

    it('shows the month of the focused night when narrowed, and the same two months again when widened', async () => {
      const user = userEvent.setup();
      const resize = stubScreenWidth(1280);
      renderWithShell(<ListingCalendarPage />, {
        ...at,
        api: {
          'GET /api/listings/l1/calendar': () => calendar(),
          'GET /api/listings/l1/calendar-sync': () => SYNC,
        },
      });
      await findDay(/^Thursday 1 March 2040/);
      expect(monthsShown()).toEqual(['month-2040-03-01', 'month-2040-04-01']);
      await user.click(day(/^Monday 2 April 2040/));

      resize(360);
      expect(monthsShown()).toEqual(['month-2040-04-01']);
      resize(1280);
      expect(monthsShown()).toEqual(['month-2040-03-01', 'month-2040-04-01']);

      // One month at a time on the phone; widened, the window holds the month reached.
      resize(360);
      await user.click(screen.getByRole('button', { name: 'Next month' }));
      expect(monthsShown()).toEqual(['month-2040-05-01']);
      resize(1280);
      expect(monthsShown()).toEqual(['month-2040-04-01', 'month-2040-05-01']);
    });
  });
});
