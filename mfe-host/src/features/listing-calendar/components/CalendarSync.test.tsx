import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExternalCalendar } from '@shoreline/shared-domain/hostCalendar';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { apiFailure } from '@shoreline/shared-ui/api/createTableApi';
import { renderWithShell } from '../../../test/renderWithShell';
import { ExportFeed } from './ExportFeed';
import { ImportedCalendars } from './ImportedCalendars';

const AIRBNB: ExternalCalendar = {
  id: 'c1',
  name: 'Airbnb',
  url: 'https://airbnb.example/cal.ics',
  lastSyncedAt: '2040-01-01T10:00:00.000Z',
  lastAttemptAt: '2040-01-01T10:00:00.000Z',
  lastError: null,
  eventCount: 3,
};

describe('calendar sync', () => {
  it('regenerates the export address only after the confirm dialog', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { api } = renderWithShell(
      <ExportFeed listingId="l1" exportUrl="http://x/old.ics" onChange={onChange} />,
      {
        api: { 'POST /api/listings/l1/calendar-sync/token': () => ({ exportUrl: 'http://x/new.ics' }) },
      },
    );
    expect(screen.getByLabelText('Export feed address')).toHaveTextContent('http://x/old.ics');
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate the export address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regenerate' }));
    expect(onChange).toHaveBeenCalledWith('http://x/new.ics');
  });

  it('checks the new calendar before sending it, then adds, syncs and removes calendars', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { api } = renderWithShell(
      <ImportedCalendars listingId="l1" calendars={[AIRBNB]} onChange={onChange} />,
      {
        api: {
          'POST /api/listings/l1/calendars': (body) => {
            if ((body as { url: string }).url === AIRBNB.url) {
              throw apiFailure(409, MESSAGES.calendarUrlDuplicate, ['url']);
            }
            return { ...AIRBNB, id: 'c2', ...(body as object) };
          },
          'POST /api/listings/l1/calendars/c1/sync': () => ({
            ...AIRBNB,
            lastError: MESSAGES.calendarSyncTooBig,
          }),
          'DELETE /api/listings/l1/calendars/c1': () => undefined,
        },
      },
    );
    expect(screen.getByRole('listitem', { name: 'Airbnb' })).toHaveTextContent('3 events');

    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(screen.getByText(MESSAGES.calendarNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.calendarUrlInvalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    expect(api.calls).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Booking.com');
    const address = screen.getByRole('textbox', { name: /^Calendar address/ });
    await user.type(address, AIRBNB.url);
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText(MESSAGES.calendarUrlDuplicate)).toBeInTheDocument();
    expect(address).toHaveAccessibleDescription(MESSAGES.calendarUrlDuplicate);
    await user.clear(address);
    await user.type(address, 'https://booking.example/b.ics');
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(onChange).toHaveBeenLastCalledWith([
      AIRBNB,
      expect.objectContaining({ id: 'c2', name: 'Booking.com', url: 'https://booking.example/b.ics' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Sync Airbnb now' }));
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ lastError: MESSAGES.calendarSyncTooBig }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Airbnb' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Airbnb?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenLastCalledWith([]);
    await user.click(screen.getByRole('button', { name: 'Remove Airbnb' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  // Issue 22 item 13: a calendar whose first sync fails is not kept; the form says why.
  it('shows why a calendar could not be added under its address, and lists nothing new', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithShell(<ImportedCalendars listingId="l1" calendars={[]} onChange={onChange} />, {
      api: {
        'POST /api/listings/l1/calendars': () => {
          throw apiFailure(422, MESSAGES.calendarSyncNotICalendar, ['url']);
        },
      },
    });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Vrbo');
    const address = screen.getByRole('textbox', { name: /^Calendar address/ });
    await user.type(address, 'https://vrbo.example/not-a-calendar');
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText(MESSAGES.calendarSyncNotICalendar)).toBeInTheDocument();
    expect(address).toHaveAccessibleDescription(MESSAGES.calendarSyncNotICalendar);
    expect(address).toHaveFocus();
    // What was typed stays, to be corrected.
    expect(address).toHaveValue('https://vrbo.example/not-a-calendar');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('Never synced')).not.toBeInTheDocument();
  });
});
