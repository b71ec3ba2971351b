import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDisplayDate } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Listing, ListingInput } from '@shoreline/shared-domain/types';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { imageFile } from '../../../test/pickDate';
import { currentLocation, MARINA, renderWithShell } from '../../../test/renderWithShell';
import { photoAt } from '@shoreline/shared-ui/test/photoAt';
import { LISTING_UPLOAD_PATH } from '../api/uploadListingPhoto';
import { EditListingPage } from './EditListingPage';

const LISTING: Listing = {
  id: 'l1',
  title: 'Harbour Loft',
  description: 'Light and quiet, above the fishing boats.',
  pricePerNight: 120.5,
  address: '3 Quay Street',
  city: 'Porto',
  country: 'Portugal',
  availableFrom: '2030-05-01',
  availableTo: '2030-10-31',
  isActive: true,
  hostId: MARINA.id,
  hostName: MARINA.name,
  photos: [photoAt('/uploads/listings/1-front.jpg'), photoAt('/uploads/listings/2-view.jpg')],
  averageRating: 4.5,
  reviewCount: 2,
  createdAt: '2029-12-01T10:00:00.000Z',
};

const at = { path: '/listings/:id/edit', history: ['/listings/l1', '/listings/l1/edit'] };
const getListing = { 'GET /api/listings/l1': () => LISTING };
const save = () => screen.getByRole('button', { name: 'Save Changes' });

describe('EditListingPage', () => {
  it('shows a spinner, then the form filled with the listing and its photos', async () => {
    renderWithShell(<EditListingPage />, { ...at, api: getListing });
    expect(screen.getByRole('status', { name: 'Loading listing' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Harbour Loft');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue(LISTING.description);
    expect(screen.getByRole('textbox', { name: /^Price per night in EUR/ })).toHaveValue('120.50');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Porto');
    expect(screen.getByRole('combobox', { name: /^Available from/ })).toHaveValue(
      formatDisplayDate('2030-05-01'),
    );
    expect(screen.getByRole('combobox', { name: /^Available to/ })).toHaveValue(
      formatDisplayDate('2030-10-31'),
    );
    // Saved photos preview from their variants (the form keeps each photo's size and variants).
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', LISTING.photos[0]!.url);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('/uploads/listings/1-front.w400.webp 400w'),
    );
    expect(screen.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', LISTING.photos[1]!.url);
  });

  it('asks for at least one photo when every saved one is removed', async () => {
    const user = userEvent.setup();
    const { api } = renderWithShell(<EditListingPage />, { ...at, api: getListing });
    await user.click(await screen.findByRole('button', { name: 'Remove photo 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.click(save());
    expect(screen.getByText(MESSAGES.editListingImageRequired)).toBeInTheDocument();
    expect(api.calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('saves the changes with kept and new photos, then returns to the listing page', async () => {
    const user = userEvent.setup();
    const { api } = renderWithShell(<EditListingPage />, {
      ...at,
      api: {
        ...getListing,
        [`UPLOAD ${LISTING_UPLOAD_PATH}`]: () => ({
          urls: ['/uploads/listings/3-deck.png'],
          files: [{ ...photoAt('/uploads/listings/3-deck.png'), contentType: 'image/png', size: 100 }],
        }),
        'PUT /api/listings/l1': (body) => ({
          ...LISTING,
          ...(body as ListingInput),
          photos: (body as ListingInput).photos.map(photoAt),
        }),
      },
    });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Harbour Loft with Terrace');
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      imageFile('deck.png'),
    );
    await screen.findByRole('img', { name: 'Preview of deck.png' });
    await user.click(save());

    expect(await screen.findByText('/listings/l1')).toBeInTheDocument();
    expect(currentLocation()).toBe('/listings/l1');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      title: 'Harbour Loft with Terrace',
      description: LISTING.description,
      pricePerNight: 120.5,
      address: LISTING.address,
      city: LISTING.city,
      country: LISTING.country,
      availableFrom: LISTING.availableFrom,
      availableTo: LISTING.availableTo,
      photos: ['/uploads/listings/2-view.jpg', '/uploads/listings/3-deck.png'],
    });
  });

  it('says so when the update fails and keeps the changes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithShell(<EditListingPage />, {
      ...at,
      api: {
        ...getListing,
        'PUT /api/listings/l1': () => {
          throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
        },
      },
    });
    const city = await screen.findByRole('textbox', { name: /^City/ });
    await user.clear(city);
    await user.type(city, 'Matosinhos');
    await user.click(save());
    expect(await screen.findByText(MESSAGES.updateListingFailed)).toBeInTheDocument();
    expect(city).toHaveValue('Matosinhos');
    expect(currentLocation()).toBe('/listings/l1/edit');
  });

  it("sends a host away from someone else's listing", async () => {
    renderWithShell(<EditListingPage />, {
      ...at,
      api: { 'GET /api/listings/l1': () => ({ ...LISTING, hostId: 'another-host' }) },
    });
    expect(await screen.findByText(/^\/$/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument();
  });

  it('says Listing not found, with a way home, for an unknown listing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<EditListingPage />, { ...at, api: {} });
    expect(await screen.findByText(MESSAGES.listingNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.returnToHome })).toHaveAttribute('href', '/');
  });

  it('Cancel returns to the listing page', async () => {
    const user = userEvent.setup();
    renderWithShell(<EditListingPage />, { ...at, api: getListing });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(currentLocation()).toBe('/listings/l1');
  });
});
