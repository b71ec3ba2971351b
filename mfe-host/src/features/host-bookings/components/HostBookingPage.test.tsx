// Issue 22 items 8 and 9: the host's page of one booking, and its status in the renter's words.
import { screen, within } from '@testing-library/react';
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostBooking } from '@shoreline/shared-domain/types';
import { apiFailure } from '@shoreline/shared-ui/api/createTableApi';
import { hostBooking } from '../../../test/hostBooking';
import { renderWithShell } from '../../../test/renderWithShell';
import { HostBookingPage } from './HostBookingPage';

const detail = (booking: ReturnType<typeof hostBooking>, takenNights: HostBooking['takenNights'] = []) => ({
  ...booking,
  takenNights,
});

function renderPage(answer: () => unknown) {
  return renderWithShell(<HostBookingPage />, {
    path: '/host/bookings/:id',
    history: ['/host/bookings/b1'],
    api: { 'GET /api/host/bookings/b1': answer },
  });
}

const card = async () =>
  within(await screen.findByRole('region', { name: 'Harbour Loft' }, { timeout: 5000 }));

describe('HostBookingPage', () => {
  it('shows a pending request: renter, dates, nights, total, message, history, and the way to decide', async () => {
    renderPage(() =>
      detail(
        hostBooking('b1', 'pending', {
          message: 'Two adults and a dog.',
          guests: { adults: 2, children: 1, infants: 0, pets: true },
        }),
      ),
    );
    const page = await card();
    expect(page.getByText('Ben Okafor')).toBeInTheDocument();
    expect(page.getByText('2 adults, 1 child, pets')).toBeInTheDocument();
    expect(page.getByText('Jul 1, 2030 - Jul 4, 2030')).toBeInTheDocument();
    expect(page.getByText('3 nights')).toBeInTheDocument();
    expect(page.getByText('€360.00')).toBeInTheDocument();
    expect(page.getByText('Two adults and a dog.')).toBeInTheDocument();
    expect(page.getByText('Pending', { selector: '.badge' })).toBeInTheDocument();
    const history = within(page.getByRole('list', { name: 'History' }));
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Requested /),
    ]);
    expect(page.getByRole('link', { name: 'Open the calendar' })).toHaveAttribute(
      'href',
      '/listings/listing-1/calendar',
    );
    expect(
      page.getByRole('link', { name: 'Approve the request of Ben Okafor at Harbour Loft' }),
    ).toHaveAttribute('href', '/bookings/b1/approve');
    expect(
      page.getByRole('link', { name: 'Reject the request of Ben Okafor at Harbour Loft' }),
    ).toHaveAttribute('href', '/bookings/b1/reject');
  });

  it("shows a rejection with the host's reason and when it happened, with nothing left to decide", async () => {
    renderPage(() =>
      detail(
        hostBooking('b1', 'rejected', {
          declineCause: 'host',
          declineReason: 'Closed that week.',
          updatedAt: '2030-03-03T09:00:00.000Z',
        }),
      ),
    );
    const page = await card();
    expect(page.getByText('Rejected', { selector: '.badge' })).toBeInTheDocument();
    expect(page.getByRole('blockquote', { name: 'Your reason' })).toHaveTextContent('Closed that week.');
    const steps = within(page.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Requested Mar 2, 2030/),
      expect.stringMatching(/^Rejected Mar 3, 2030/),
    ]);
    expect(page.queryByRole('link', { name: /^(Approve|Reject)/ })).not.toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Open the calendar' })).toBeInTheDocument();
  });

  it('says why a request was declined automatically', async () => {
    renderPage(() => detail(hostBooking('b1', 'rejected', { declineCause: 'dates-blocked' })));
    expect(
      (await card()).getByText(`Declined automatically: ${MESSAGES.declinedDatesBlocked}.`),
    ).toBeInTheDocument();
  });

  it('calls a finished stay Completed, as the renter sees it, and dates its end', async () => {
    const today = todayIso();
    renderPage(() =>
      detail(hostBooking('b1', 'approved', { startDate: addDays(today, -3), endDate: today })),
    );
    const page = await card();
    // The badge (shared-domain displayStatus): the history still says when it was approved.
    expect(page.getByText('Completed', { selector: '.badge' })).toBeInTheDocument();
    expect(page.queryByText('Approved', { selector: '.badge' })).not.toBeInTheDocument();
    expect(
      within(page.getByRole('list', { name: 'History' })).getByText('Stay completed'),
    ).toBeInTheDocument();
  });

  it('offers only Reject when the nights of a pending request were taken meanwhile', async () => {
    renderPage(() =>
      detail(hostBooking('b1', 'pending'), [
        { startDate: '2030-07-02', endDate: '2030-07-04', takenBy: 'block' },
      ]),
    );
    const page = await card();
    expect(
      page.getByText(/^These nights are no longer free: Jul 2, 2030 - Jul 4, 2030 \(blocked\)/),
    ).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Reject' })).toHaveAttribute('href', '/bookings/b1/reject');
    expect(page.queryByRole('link', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('says Booking not found for a booking that is not this host’s (404)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(() => {
      throw apiFailure(404, MESSAGES.bookingNotFound);
    });
    expect(await screen.findByText(MESSAGES.bookingNotFound, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Bookings' })).toHaveAttribute(
      'href',
      '/bookings/manage',
    );
  });
});
