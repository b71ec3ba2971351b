import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import { InactiveListingNotice } from './InactiveListingNotice';

const HOST = { ...ANA, id: 'host-1', roles: ['renter' as const, 'host' as const] };
const INACTIVE = { id: 'listing-1', hostId: HOST.id, isActive: false };
const STATUS = 'PATCH /api/listings/listing-1/status';

describe('InactiveListingNotice', () => {
  it('tells the host guests cannot see their inactive listing, and activates it in place', async () => {
    const user = userEvent.setup();
    const { server } = renderWithShell(<InactiveListingNotice listing={INACTIVE} />, {
      user: HOST,
      routes: { [STATUS]: { body: { ...INACTIVE, isActive: true } } },
    });
    expect(screen.getByText(MESSAGES.listingInactiveForHost)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const result = await screen.findByText(MESSAGES.listingActivated);
    expect(screen.queryByText(MESSAGES.listingInactiveForHost)).not.toBeInTheDocument();
    expect(result.closest('[tabindex="-1"]')).toHaveFocus();
    expect(server.calls).toEqual([
      { method: 'PATCH', url: '/api/listings/listing-1/status', body: { isActive: true } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(MESSAGES.listingActivated)).not.toBeInTheDocument();
  });

  it("says why the activation failed (the API's text, else SPEC's) and keeps the button", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { server } = renderWithShell(<InactiveListingNotice listing={INACTIVE} />, {
      user: HOST,
      routes: { [STATUS]: { status: 503, body: { message: 'down' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(MESSAGES.listingStatusUpdateFailed)).toBeInTheDocument();
    server.on(STATUS, {
      status: 403,
      body: {
        statusCode: 403,
        error: 'Forbidden',
        code: 'NOT_LISTING_OWNER',
        message: MESSAGES.notListingOwner,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(MESSAGES.notListingOwner)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.listingInactiveForHost)).toBeInTheDocument();
  });

  it.each([
    ['a guest', ANA, INACTIVE],
    ['a signed-out visitor', null, INACTIVE],
    ['the host of an active listing', HOST, { ...INACTIVE, isActive: true }],
  ])('shows nothing to %s', (_who, user, listing) => {
    renderWithShell(
      <div data-testid="slot">
        <InactiveListingNotice listing={listing} />
      </div>,
      { user },
    );
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  });
});
