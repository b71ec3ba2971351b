// Helpers of the host browser tests: listings and
// bookings arranged through the API so each test works on records of its own, and the date fields of
// the listing form driven like a user would.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Booking, Listing, ListingInput, ListingSummary } from '@shoreline/shared-domain/types';
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';
import { uniqueEmail } from '../fixtures/auth';

export const today = todayIso();

let counter = 0;

/** A listing title and a city no demo listing and no other test uses (searches stay predictable). */
export function uniquePlace(tag: string): { title: string; city: string } {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { title: `Dune Cabin ${tag} ${id}`, city: `Sandbar ${id}` };
}

/** A photo URL of the signed-in host's demo listings, to create listings without uploading. */
async function aDemoPhoto(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/host/listings?limit=100');
  expect(response.ok(), await response.text()).toBe(true);
  const photo = ((await response.json()) as { items: ListingSummary[] }).items.find(
    (listing) => listing.photo,
  )?.photo;
  if (!photo) throw new Error('The signed-in host has no listing with a photo');
  return photo.url;
}

/** Creates an active listing as the host `request` is signed in as. */
export async function createListingThroughApi(request: APIRequestContext, tag: string): Promise<Listing> {
  const { title, city } = uniquePlace(tag);
  const input: ListingInput = {
    ...SAMPLE_LISTING_FACTS,
    title,
    description: 'A wooden cabin behind the dunes, made for a browser test.',
    pricePerNight: 80,
    address: '1 Dune Path',
    city,
    country: 'Portugal',
    availableFrom: today,
    availableTo: addDays(today, 200),
    photos: [await aDemoPhoto(request)],
  };
  const response = await request.post('/api/listings', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Listing;
}

/** Deletes a listing a test created (soft delete: its bookings keep their history). */
export async function deleteListingThroughApi(request: APIRequestContext, id: string): Promise<void> {
  const response = await request.delete(`/api/listings/${id}`);
  expect([204, 404]).toContain(response.status());
}

/** A new renter, signed in on its own request context (not the page's). */
export async function signUpRenter(request: APIRequestContext, name: string): Promise<void> {
  const response = await request.post('/api/auth/signup', {
    data: { name, email: uniqueEmail('host-renter'), password: 'Sunny-Coast-2026' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function requestBooking(
  request: APIRequestContext,
  listingId: string,
  startOffset: number,
  endOffset: number,
  message: string,
): Promise<Booking> {
  const response = await request.post('/api/bookings', {
    data: {
      listingId,
      startDate: addDays(today, startOffset),
      endDate: addDays(today, endOffset),
      message,
      guests: { adults: 1 },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Booking;
}

/** The status of one of the renter's bookings, as the renter's own list shows it. */
export async function bookingStatus(request: APIRequestContext, id: string): Promise<string | undefined> {
  const response = await request.get('/api/bookings/mine?limit=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Booking[] }).items.find((booking) => booking.id === id)?.status;
}

/** Opens the date field labelled `label` and clicks the day `iso`, paging months forward until it shows. */
export async function pickDate(page: Page, label: RegExp, iso: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  // The calendar's code is fetched when the picker opens: wait for its months before paging.
  await expect(page.getByRole('dialog').getByRole('grid').first()).toBeVisible();
  const day = page.locator(`button[data-date="${iso}"]`);
  for (let step = 0; step < 24 && !(await day.isVisible()); step += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

/** The card of a listing on My Listings, found by its title. */
export function listingCard(page: Page, title: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}
