import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { hostBooking } from '../../../test/hostBooking';
import { renderWithShell } from '../../../test/renderWithShell';
import { ManageBookingsPage } from './ManageBookingsPage';
import { asPage } from '@shoreline/shared-ui/test/pageOf';

describe('"Email not verified" on a request (PRODUCT 27)', () => {
  it('marks the requests of renters who have not verified their email, and only those', async () => {
    const unverified = hostBooking('b1', 'pending', {
      renter: { name: 'Una Verified', emailVerified: false },
    });
    const verified = hostBooking('b2', 'pending', { renter: { name: 'Vera Fied', emailVerified: true } });
    renderWithShell(<ManageBookingsPage />, {
      api: { 'GET /api/host/bookings': asPage(() => [unverified, verified]) },
    });
    const unverifiedCard = (await screen.findByText('Una Verified')).closest('article, li, section');
    const verifiedCard = screen.getByText('Vera Fied').closest('article, li, section');
    expect(unverifiedCard).not.toBeNull();
    expect(within(unverifiedCard as HTMLElement).getByText(MESSAGES.emailNotVerified)).toBeInTheDocument();
    expect(within(verifiedCard as HTMLElement).queryByText(MESSAGES.emailNotVerified)).toBeNull();
  });
});
