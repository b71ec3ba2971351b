import { apiPaths, SEARCH_PAGE_SIZE } from './api/apiPaths';
import { IMAGE_SIZES } from './imageSources';
import { lcpPhotoOf } from './lcpImage';
import { photoAt } from './test/photoAt';

const first = photoAt('/uploads/listings/first.jpg');
const second = photoAt('/uploads/listings/second.jpg');

describe('lcpPhotoOf', () => {
  it("names the first card's photo of the home feed and of a search, with the card's sizes", () => {
    const home = lcpPhotoOf('/');
    expect(home).toMatchObject({ request: apiPaths.featuredListings(), sizes: IMAGE_SIZES.card });
    expect(home?.pick({ items: [{ photo: first }, { photo: second }] })).toEqual(first);

    const search = lcpPhotoOf('/search?location=Porto');
    expect(search?.request).toBe(`/api/listings?location=Porto&limit=${SEARCH_PAGE_SIZE}`);
    expect(search?.sizes).toBe(IMAGE_SIZES.card);
  });

  it("names the listing page's first gallery photo, with the gallery's sizes", () => {
    const listing = lcpPhotoOf('/listings/abc');
    expect(listing).toMatchObject({ request: apiPaths.listingPage('abc'), sizes: IMAGE_SIZES.gallery });
    expect(listing?.pick({ listing: { photos: [first, second] } })).toEqual(first);
  });

  it('finds no photo in an empty or unexpected answer', () => {
    const home = lcpPhotoOf('/');
    expect(home?.pick({ items: [] })).toBeNull();
    expect(home?.pick({ items: [{ photo: null }] })).toBeNull();
    expect(home?.pick({ items: [{ photo: { url: 42 } }] })).toBeNull();
    expect(home?.pick(null)).toBeNull();
    expect(lcpPhotoOf('/listings/abc')?.pick({ listing: { photos: [] } })).toBeNull();
  });

  it("names the first card's photo of a host's My Listings, from the data the server preloads", () => {
    const mine = lcpPhotoOf('/listings/manage');
    expect(mine?.request).toBe(apiPaths.hostListings());
    expect(mine?.sizes).toBe(IMAGE_SIZES.card);
    expect(mine?.pick({ items: [{ photo: first }, { photo: second }], nextCursor: null })).toEqual(first);
  });

  it('has none for pages without a known LCP photo', () => {
    expect(lcpPhotoOf('/signin')).toBeNull();
    expect(lcpPhotoOf('/bookings')).toBeNull();
    expect(lcpPhotoOf('/nowhere')).toBeNull();
  });
});
