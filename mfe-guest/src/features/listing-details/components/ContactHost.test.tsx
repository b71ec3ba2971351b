// Issue 25: "Contact host" on the listing page, for a visitor, a renter with and without a
// conversation about the listing, and the listing's own host.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Availability, Listing } from '@shoreline/shared-domain/types';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';
import { paths } from '@shoreline/shared-ui/routes';
import type { FakeRoute } from '../../../test/fakeFetch';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import ListingDetailsPage from './ListingDetailsPage';

const LISTING: Listing = {
  ...SAMPLE_LISTING_FACTS,
  id: 'listing-1',
  title: 'Dune House',
  description: 'A wooden house in the dunes.',
  pricePerNight: 120,
  address: '1 Dune Road',
  city: 'Biarritz',
  country: 'France',
  availableFrom: '2030-01-01',
  availableTo: '2030-12-31',
  isActive: true,
  hostId: 'host-1',
  hostName: 'Theo Lambert',
  photos: [],
  averageRating: null,
  reviewCount: 0,
  createdAt: '2029-12-01T10:00:00.000Z',
};
const AVAILABILITY: Availability = {
  availableFrom: '2030-01-01',
  availableTo: '2030-12-31',
  booked: [],
  free: [{ start: '2030-01-01', end: '2030-12-31' }],
};
const PAGE = 'GET /api/listings/listing-1/page';
const LOOKUP = 'GET /api/conversations/lookup?listingId=listing-1';
const START = 'POST /api/conversations';
/** The lookup's answer when the renter has no conversation about the listing yet. */
const notFound = { body: { id: null } };

function renderListing(options: {
  user?: typeof ANA | null;
  url?: string;
  routes?: Record<string, FakeRoute>;
}) {
  return renderWithShell(<ListingDetailsPage />, {
    path: '/listings/:id',
    url: options.url ?? '/listings/listing-1',
    user: options.user ?? null,
    routes: {
      [PAGE]: {
        body: {
          listing: LISTING,
          availability: AVAILABILITY,
          reviews: { items: [], averageRating: null, reviewCount: 0 },
        },
      },
      [LOOKUP]: notFound,
      ...options.routes,
    },
  });
}

const location = () => screen.getByTestId('location');
const contactButton = () => screen.findByRole('button', { name: MESSAGES.contactHost });

describe('Contact host', () => {
  it('sends a visitor to sign in, to come back with the form open', async () => {
    const { server } = renderListing({ user: null });
    fireEvent.click(await contactButton());
    const back = '/listings/listing-1?contact=1';
    expect(location()).toHaveTextContent(paths.signIn(back));
    expect(JSON.parse(location().dataset.state ?? 'null')).toEqual({ from: back });
    // Nobody to look a conversation up for.
    expect(server.calls.filter((call) => call.url.startsWith('/api/conversations'))).toEqual([]);
  });

  it('checks the message before sending it, then sends it and opens the conversation', async () => {
    const user = userEvent.setup();
    const started: unknown[] = [];
    const { server } = renderListing({
      user: ANA,
      routes: {
        [START]: ({ body }) => {
          started.push(body);
          return { status: 201, body: { conversation: { id: 'c1' }, message: { id: '1' } } };
        },
      },
    });
    await user.click(await contactButton());
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.contactHostTitle });
    const field = within(dialog).getByRole('textbox', { name: MESSAGES.messageLabel });
    expect(within(dialog).getByText('2000 characters left')).toBeInTheDocument();

    // Only spaces: refused here with the rule's words, nothing sent.
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.sendMessage }));
    expect(within(dialog).getByText(MESSAGES.messageRequired)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(started).toEqual([]);

    await user.type(field, 'Is there a cot? ');
    expect(within(dialog).getByText('1985 characters left')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.sendMessage }));
    await waitFor(() => expect(location()).toHaveTextContent(paths.messageThread('c1')));
    expect(started).toEqual([{ listingId: 'listing-1', body: 'Is there a cot?' }]);
    expect(server.calls.some((call) => call.url === '/api/conversations/lookup?listingId=listing-1')).toBe(
      true,
    );
  });

  it("says the API's refusal in the form and keeps the text", async () => {
    const user = userEvent.setup();
    renderListing({
      user: ANA,
      routes: {
        [START]: {
          status: 429,
          body: {
            statusCode: 429,
            error: 'Too Many Requests',
            code: 'NEW_CONVERSATIONS_RATE_LIMITED',
            message: MESSAGES.newConversationsRateLimited,
          },
        },
      },
    });
    await user.click(await contactButton());
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.contactHostTitle });
    const field = within(dialog).getByRole('textbox', { name: MESSAGES.messageLabel });
    await user.type(field, 'Hello');
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.sendMessage }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.newConversationsRateLimited);
    expect(field).toHaveValue('Hello');
    expect(location()).toHaveTextContent('/listings/listing-1');
  });

  it('links to the conversation the renter already has about the listing', async () => {
    renderListing({ user: ANA, routes: { [LOOKUP]: { body: { id: 'c7' } } } });
    expect(await screen.findByRole('link', { name: MESSAGES.openConversation })).toHaveAttribute(
      'href',
      paths.messageThread('c7'),
    );
    expect(screen.queryByRole('button', { name: MESSAGES.contactHost })).not.toBeInTheDocument();
  });

  it('opens the form by itself back from signing in, and takes the parameter out of the URL', async () => {
    renderListing({ user: ANA, url: '/listings/listing-1?checkin=2030-02-01&contact=1' });
    expect(await screen.findByRole('dialog', { name: MESSAGES.contactHostTitle })).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/listings\/listing-1\?checkin=2030-02-01$/));
  });

  it("shows the listing's own host nothing, and asks nothing", async () => {
    const { server } = renderListing({
      user: { ...ANA, id: 'host-1', roles: ['renter', 'host'] },
      url: '/listings/listing-1?contact=1',
    });
    expect(await screen.findByRole('heading', { name: 'Your listing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.contactHost })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MESSAGES.openConversation })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.url.startsWith('/api/conversations'))).toEqual([]);
  });
});
