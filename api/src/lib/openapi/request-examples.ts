// Examples of the main request bodies, keyed by `METHOD url` as the route registers it. Kept here,
// not in the route files, so that the document's examples read as one set (the same people, listing
// and dates throughout); Redocly's lint checks each one against its body schema.

const LISTING_ID = '6f1c2b9e-8a4d-4c3e-9b7a-2d5e8f1a3c47';
const BOOKING_ID = '0b8e7d6c-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

const listingForm = {
  title: 'Sea-view flat above the harbour',
  description: 'Two rooms, a balcony over the boats and the beach five minutes away on foot.',
  pricePerNight: 120,
  address: 'Rua da Praia 12',
  city: 'Cascais',
  country: 'Portugal',
  availableFrom: '2026-06-01',
  availableTo: '2026-09-30',
  photos: ['/uploads/listings/1767225600000-harbour.jpg'],
  maxGuests: 4,
  propertyType: 'flat',
  bedrooms: 2,
  beds: 3,
  bathrooms: 1.5,
  checkInFrom: '15:00',
  checkOutBy: '11:00',
  houseRules: {
    petsAllowed: false,
    smokingAllowed: false,
    eventsAllowed: false,
    text: 'Quiet hours from 22:00; please take your shoes off upstairs.',
  },
  amenities: ['wifi', 'kitchen', 'sea-view', 'washer'],
};

export const REQUEST_EXAMPLES: Record<string, unknown> = {
  'POST /api/auth/signup': {
    name: 'Ana Silva',
    email: 'ana@shoreline.test',
    password: 'Renter123!',
    confirmPassword: 'Renter123!',
    remember: true,
  },
  'POST /api/auth/signin': { email: 'ana@shoreline.test', password: 'Renter123!', remember: true },
  'POST /api/auth/token': { email: 'ana@shoreline.test', password: 'Renter123!' },
  'POST /api/bookings': {
    listingId: LISTING_ID,
    startDate: '2026-07-01',
    endDate: '2026-07-05',
    guests: { adults: 2, children: 1, infants: 0, pets: false },
    message: 'Arriving by train around six.',
  },
  'POST /api/listings': listingForm,
  'PUT /api/listings/:id': listingForm,
  'POST /api/reviews': { bookingId: BOOKING_ID, rating: 5, comment: 'Spotless, and the view is real.' },
  'POST /api/host-requests': { reason: 'I rent out my late aunt’s cottage in Ericeira every summer.' },
  'POST /api/admin/destinations': {
    name: 'Ericeira',
    image: '/uploads/destinations/1767225600000-ericeira.jpg',
  },
  'POST /api/admin/destinations/:id/move': { direction: 'up' },
  'PATCH /api/me': { name: 'Ana M. Silva' },
  'PUT /api/me/password': {
    currentPassword: 'Renter123!',
    newPassword: 'Shoreline456!',
    confirmPassword: 'Shoreline456!',
  },
};
