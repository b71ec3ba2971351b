import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROPERTY_TYPE_LABELS } from '@shoreline/shared-domain/listingFacts';
import { formatDisplayDate } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';
import type { Listing, ListingInput } from '@shoreline/shared-domain/types';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { imageFile } from '../../../test/pickDate';
import { labelledControl as field } from '../../../test/labelledControl';
import { currentLocation, MARINA, renderWithShell } from '../../../test/renderWithShell';
import { photoAt } from '@shoreline/shared-ui/test/photoAt';
import { LISTING_UPLOAD_PATH } from '../api/uploadListingPhoto';
import { EditListingPage } from './EditListingPage';

const LISTING: Listing = {
  ...SAMPLE_LISTING_FACTS,
  bathrooms: 1.5,
  amenities: ['wifi', 'kitchen', 'sea-view'],
  houseRules: { petsAllowed: true, smokingAllowed: false, eventsAllowed: false, text: 'Quiet after 22:00.' },
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
// By text, not role: a role query works out the role of every element of this 60-control form.
const save = () => screen.getByText('Save Changes', { selector: 'button' });
/** Waits for the form to replace the spinner, then answers the named field. */
const formField = (name: RegExp) => waitFor(() => field(name));

describe('EditListingPage', () => {
  it('shows a spinner, then the form filled with the listing and its photos', async () => {
    renderWithShell(<EditListingPage />, { ...at, api: getListing });
    expect(screen.getByRole('status', { name: 'Loading listing' })).toBeInTheDocument();
    expect(await formField(/^Title/)).toHaveValue('Harbour Loft');
    expect(field(/^Description/)).toHaveValue(LISTING.description);
    expect(field(/^Price per night in EUR/)).toHaveValue('120.50');
    expect(field(/^City/)).toHaveValue('Porto');
    // The facts as saved.
    expect(field(/^Maximum guests/)).toHaveValue(4);
    expect(field(/^Type of place/)).toHaveDisplayValue(PROPERTY_TYPE_LABELS.flat);
    expect(field(/^Bedrooms/)).toHaveValue(2);
    expect(field(/^Beds/)).toHaveValue(2);
    expect(field(/^Bathrooms/)).toHaveValue(1.5);
    expect(field(/^Check-in from/)).toHaveValue('15:00');
    expect(field(/^Check-out by/)).toHaveValue('11:00');
    expect(field(/^Pets allowed/)).toBeChecked();
    expect(field(/^Smoking allowed/)).not.toBeChecked();
    expect(field(/^Other rules/)).toHaveValue('Quiet after 22:00.');
    expect(field(/^Wi-Fi/)).toBeChecked();
    expect(field(/^Sea view/)).toBeChecked();
    expect(field(/^Pool/)).not.toBeChecked();
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(field(/^Available from/)).toHaveValue(formatDisplayDate('2030-05-01'));
    expect(field(/^Available to/)).toHaveValue(formatDisplayDate('2030-10-31'));
    // Saved photos preview from their variants (the form keeps each photo's size and variants).
    expect(screen.getByAltText('Photo 1')).toHaveAttribute('src', LISTING.photos[0]!.url);
    expect(screen.getByAltText('Photo 1')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/uploads/listings/1-front.w400.webp 400w'),
    );
    expect(screen.getByAltText('Photo 2')).toHaveAttribute('src', LISTING.photos[1]!.url);
  });

  it('asks for at least one photo when every saved one is removed', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderWithShell(<EditListingPage />, { ...at, api: getListing });
    await user.click(await screen.findByRole('button', { name: 'Remove photo 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.click(save());
    expect(screen.getByText(MESSAGES.editListingImageRequired)).toBeInTheDocument();
    expect(api.calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('saves the changes with kept and new photos, then returns to the listing page', async () => {
    const user = userEvent.setup({ delay: null });
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
    const title = await formField(/^Title/);
    await user.clear(title);
    await user.paste('Harbour Loft with Terrace');
    await user.clear(field(/^Maximum guests/));
    await user.type(field(/^Maximum guests/), '6');
    await user.click(field(/^Pool/));
    await user.click(field(/^Wi-Fi/));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      imageFile('deck.png'),
    );
    await screen.findByAltText('Preview of deck.png');
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
      maxGuests: 6,
      propertyType: 'flat',
      bedrooms: 2,
      beds: 2,
      bathrooms: 1.5,
      checkInFrom: '15:00',
      checkOutBy: '11:00',
      houseRules: LISTING.houseRules,
      // In catalogue order: pool added, Wi-Fi removed.
      amenities: ['kitchen', 'sea-view', 'pool'],
    });
  });

  it('says so when the update fails and keeps the changes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderWithShell(<EditListingPage />, {
      ...at,
      api: {
        ...getListing,
        'PUT /api/listings/l1': () => {
          throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
        },
      },
    });
    const city = await formField(/^City/);
    await user.clear(city);
    await user.paste('Matosinhos');
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
    expect(document.querySelector('form')).not.toBeInTheDocument();
  });

  it('says Listing not found, with a way home, for an unknown listing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<EditListingPage />, { ...at, api: {} });
    expect(await screen.findByText(MESSAGES.listingNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.returnToHome })).toHaveAttribute('href', '/');
  });

  it('Cancel returns to the listing page', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<EditListingPage />, { ...at, api: getListing });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(currentLocation()).toBe('/listings/l1');
  });
});
