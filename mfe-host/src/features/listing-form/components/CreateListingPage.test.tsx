import { fireEvent, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { addDays, formatDisplayDate, todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Listing, ListingInput, UploadedImages } from '@shoreline/shared-domain/types';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { apiFailure } from '@shoreline/shared-ui/api/createTableApi';
import { imageFile, pickDate } from '../../../test/pickDate';
import { labelledControl as field } from '../../../test/labelledControl';
import { currentLocation, MARINA, renderWithShell } from '../../../test/renderWithShell';
import { photoAt } from '@shoreline/shared-ui/test/photoAt';
import { LISTING_UPLOAD_PATH } from '../api/uploadListingPhoto';
import { CreateListingPage } from './CreateListingPage';

const today = todayIso();
const from = addDays(today, 2);
const to = addDays(today, 40);
const UPLOAD = `UPLOAD ${LISTING_UPLOAD_PATH}`;

/** Answers an upload with the image the API would store the file as. */
const uploadAnswer = (form: unknown): UploadedImages => {
  const file = (form as FormData).get('image') as File;
  const photo = photoAt(`/uploads/listings/1700000000000-${file.name}`);
  return { urls: [photo.url], files: [{ ...photo, contentType: file.type, size: file.size }] };
};

const savedListing = (input: ListingInput): Listing => ({
  ...input,
  photos: input.photos.map(photoAt),
  id: 'new-listing',
  isActive: true,
  hostId: MARINA.id,
  hostName: MARINA.name,
  averageRating: null,
  reviewCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
});

// Controls by their label (labelledControl) and buttons by their text: a role or getByLabelText query
// asks every element of this 60-control form for its role or labels (seconds per test under load).
const submit = (user: UserEvent) => user.click(screen.getByText('Create Listing', { selector: 'button' }));
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/**
 * Enters `text` in one input event, as a paste does. Typing it key by key re-renders the whole form
 * for each character; these tests are about what the form sends, not about typing.
 */
async function enter(user: UserEvent, name: RegExp, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

async function fillEverything(user: UserEvent, files: File[]) {
  await enter(user, /^Title/, 'Cliffside Cabin');
  await enter(user, /^Description/, 'A wooden cabin above the waves.');
  await user.upload(fileInput(), files);
  // The picker reads each file's first bytes before taking it.
  await screen.findByText(`${files.length} of 10 images`);
  // A decimal comma, as many hosts type it (issue 22 item 10): read as 95.5.
  await enter(user, /^Price per night in EUR/, '95,50');
  await enter(user, /^Address/, '1 Cliff Road');
  await enter(user, /^City/, 'Nazaré');
  await enter(user, /^Country/, 'Portugal');
  await pickDate(user, /^Available from/, from);
  await pickDate(user, /^Available to/, to);
  await enter(user, /^Maximum guests/, '5');
  await user.selectOptions(field(/^Type of place/), 'cottage');
  await enter(user, /^Bedrooms/, '2');
  await enter(user, /^Beds/, '3');
  await enter(user, /^Bathrooms/, '1.5');
  await user.clear(field(/^Check-in from/));
  await user.type(field(/^Check-in from/), '16:00');
  await user.click(field(/^Pets allowed/));
  await enter(user, /^Other rules/, 'No parties, please.');
  await user.click(field(/^Sea view/));
  await user.click(field(/^Wi-Fi/));
}

/** The facts fillEverything enters, as the API receives them. */
const ENTERED_FACTS = {
  maxGuests: 5,
  propertyType: 'cottage',
  bedrooms: 2,
  beds: 3,
  bathrooms: 1.5,
  checkInFrom: '16:00',
  checkOutBy: '11:00',
  houseRules: { petsAllowed: true, smokingAllowed: false, eventsAllowed: false, text: 'No parties, please.' },
  // In catalogue order, whatever order they were ticked in.
  amenities: ['wifi', 'sea-view'],
};

describe('CreateListingPage', () => {
  it('shows every field error at once on submit, focusing the first, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderWithShell(<CreateListingPage />, { path: '/listings/new' });
    expect(screen.getByText(MESSAGES.imagePickerHint)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.titleRequired)).not.toBeInTheDocument();

    await submit(user);
    for (const message of [
      MESSAGES.titleRequired,
      MESSAGES.descriptionRequired,
      MESSAGES.newListingImageRequired,
      MESSAGES.priceRequired,
      MESSAGES.addressRequired,
      MESSAGES.cityRequired,
      MESSAGES.countryRequired,
      MESSAGES.availableFromRequired,
      MESSAGES.availableToRequired,
      MESSAGES.maxGuestsInvalid,
      MESSAGES.propertyTypeRequired,
      MESSAGES.bedroomsInvalid,
      MESSAGES.bedsInvalid,
      MESSAGES.bathroomsInvalid,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field(/^Title/)).toHaveFocus();
    expect(field(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Title/)).toHaveAccessibleDescription(MESSAGES.titleRequired);
    expect(field(/^City/)).toHaveAttribute('aria-invalid', 'true');
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');

    // Each message follows its field as it is corrected; the next submit focuses the first left.
    await enter(user, /^Title/, 'Cliffside Cabin');
    expect(screen.queryByText(MESSAGES.titleRequired)).not.toBeInTheDocument();
    await enter(user, /^Description/, 'A wooden cabin above the waves.');
    await user.upload(fileInput(), imageFile('cabin.png'));
    expect(await screen.findByAltText('Preview of cabin.png')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.newListingImageRequired)).not.toBeInTheDocument();
    await user.type(field(/^Price per night in EUR/), '95,555');
    expect(field(/^Price per night in EUR/)).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.priceTooManyDecimals),
    );
    await submit(user);
    expect(field(/^Price per night in EUR/)).toHaveFocus();
    expect(screen.getByText(MESSAGES.addressRequired)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows a field's error when it is left, not before", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<CreateListingPage />, { path: '/listings/new' });
    await user.click(field(/^Title/));
    expect(screen.queryByText(MESSAGES.titleRequired)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(MESSAGES.titleRequired)).toBeInTheDocument();
    expect(field(/^Description/)).toHaveFocus();
    expect(screen.queryByText(MESSAGES.descriptionRequired)).not.toBeInTheDocument();
    await enter(user, /^Description/, 'A wooden cabin.');
    await user.click(field(/^Address/));
    expect(screen.queryByText(MESSAGES.descriptionRequired)).not.toBeInTheDocument();
    // Fields never visited keep quiet.
    expect(screen.queryByText(MESSAGES.priceRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.newListingImageRequired)).not.toBeInTheDocument();

    // Opening the calendar moves focus inside the availability field: not leaving it.
    await user.click(field(/^Available from/));
    await user.keyboard('{Escape}');
    expect(screen.queryByText(MESSAGES.availableFromRequired)).not.toBeInTheDocument();
    await user.click(field(/^City/));
    expect(screen.getByText(MESSAGES.availableFromRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.addressRequired)).toBeInTheDocument();
  });

  it('keeps the photos error back while the file chooser has focus, shows it once focus moves on', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<CreateListingPage />, { path: '/listings/new' });
    fileInput().focus();
    // The chooser opening: the window loses focus, and the input loses it to nothing.
    const hasFocus = jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    fireEvent.blur(fileInput(), { relatedTarget: null });
    hasFocus.mockReturnValue(true);
    fireEvent.blur(fileInput(), { relatedTarget: null });
    expect(screen.queryByText(MESSAGES.newListingImageRequired)).not.toBeInTheDocument();

    fileInput().focus();
    await user.tab();
    expect(field(/^Price per night in EUR/)).toHaveFocus();
    expect(screen.getByText(MESSAGES.newListingImageRequired)).toBeInTheDocument();
  });

  it('refuses a file named like an image that is not one when it is picked, naming it, with no preview', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<CreateListingPage />, { path: '/listings/new' });
    const fake = new File(['<html>not a photo</html>'], 'beach.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput(), [fake, imageFile('cabin.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(`beach.jpg: ${MESSAGES.imageNotAnImage}`);
    expect(await screen.findByAltText('Preview of cabin.png')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /beach\.jpg/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 10 images')).toBeInTheDocument();
  });

  it('offers the available-to date only after available-from, and only later days', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<CreateListingPage />, { path: '/listings/new' });
    expect(field(/^Available to/)).toBeDisabled();
    await pickDate(user, /^Available from/, from);
    expect(field(/^Available from/)).toHaveValue(formatDisplayDate(from));
    await user.click(field(/^Available to/));
    expect(document.querySelector(`button[data-date="${from}"]`)).toHaveAttribute('aria-disabled', 'true');
  });

  it('uploads each new photo, creates the listing with their URLs and opens its page', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderWithShell(<CreateListingPage />, {
      path: '/listings/new',
      api: { [UPLOAD]: uploadAnswer, 'POST /api/listings': (body) => savedListing(body as ListingInput) },
    });
    await fillEverything(user, [imageFile('front.png'), imageFile('view.jpg', 'image/jpeg')]);
    await submit(user);

    expect(await screen.findByText('/listings/new-listing')).toBeInTheDocument();
    expect(currentLocation()).toBe('/listings/new-listing');
    expect(api.calls.map((call) => call.method)).toEqual(['UPLOAD', 'UPLOAD', 'POST']);
    expect(api.calls[2]?.body).toEqual({
      title: 'Cliffside Cabin',
      description: 'A wooden cabin above the waves.',
      pricePerNight: 95.5,
      address: '1 Cliff Road',
      city: 'Nazaré',
      country: 'Portugal',
      availableFrom: from,
      availableTo: to,
      photos: ['/uploads/listings/1700000000000-front.png', '/uploads/listings/1700000000000-view.jpg'],
      ...ENTERED_FACTS,
    });
  });

  it('keeps the form and says so when saving fails; the retry does not upload the photos again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    const { api } = renderWithShell(<CreateListingPage />, {
      path: '/listings/new',
      api: {
        [UPLOAD]: uploadAnswer,
        'POST /api/listings': (body) => {
          attempts += 1;
          if (attempts === 1)
            throw new ApiRequestError(500, 'Internal Server Error', 'Internal Server Error');
          return savedListing(body as ListingInput);
        },
      },
    });
    await fillEverything(user, [imageFile('front.png')]);
    await submit(user);
    expect(await screen.findByText(MESSAGES.createListingFailed)).toBeInTheDocument();
    expect(field(/^Title/)).toHaveValue('Cliffside Cabin');

    await submit(user);
    expect(await screen.findByText('/listings/new-listing')).toBeInTheDocument();
    expect(api.calls.map((call) => call.method)).toEqual(['UPLOAD', 'POST', 'POST']);
  });

  it("shows the API's own message when it refuses a photo", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderWithShell(<CreateListingPage />, {
      path: '/listings/new',
      api: {
        [UPLOAD]: () => {
          throw apiFailure(400, MESSAGES.imageNotAnImage);
        },
      },
    });
    await fillEverything(user, [imageFile('not-really.png')]);
    await submit(user);
    expect(await screen.findByText(MESSAGES.imageNotAnImage)).toBeInTheDocument();
    // The refused file can be removed again once its upload is over.
    expect(screen.getByRole('button', { name: 'Remove not-really.png' })).toBeEnabled();
  });

  it('goes back on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<CreateListingPage />, {
      path: '/listings/new',
      history: ['/listings/manage', '/listings/new'],
    });
    await user.click(screen.getByText('Cancel', { selector: 'button' }));
    expect(currentLocation()).toBe('/listings/manage');
  });
});
