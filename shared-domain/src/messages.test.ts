import {
  MAX_BOOKING_MESSAGE_LENGTH,
  MAX_COMMENT_LENGTH,
  MAX_HOST_REQUEST_REJECTION_LENGTH,
  MAX_IMAGES,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_REASON_LENGTH,
  MAX_TITLE_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './constants';
import { bookingDecidedNotice, expiresIn, MESSAGES, remoteUnavailableTitle, withCount } from './messages';

// Every text of SPEC sections 8, 5, 9 and 2, verbatim: the catalogue must hold each one exactly.
const SPEC_TEXTS = [
  // section 8
  'Failed to sign in. Please check your credentials.',
  'This email is already in use. Please sign in or use a different email.',
  'Failed to create an account. Please try again.',
  'This email is already registered. Please sign in first.',
  'Failed to process your request. Please try again.',
  'Your host request has been submitted successfully! We will review it shortly.',
  'You are currently offline. Some features may be limited.',
  'You are offline. Some features may be limited.',
  'Unable to fetch latest user data. Some features may be limited.',
  'Authentication error. Please try again.',
  'Unable to save user data. Please try again when online.',
  'Failed to fetch listings. Please try again.',
  'Failed to fetch your listings. Please try again.',
  'Failed to load featured properties. Please try again later.',
  'Failed to load host requests',
  'Failed to update request',
  'Failed to load destinations',
  'Failed to add destination',
  'Failed to update destination',
  'Failed to delete destination',
  'Are you sure you want to delete this destination?',
  'Using cached exchange rates',
  'Failed to create listing. Please try again.',
  'Failed to load listing details',
  'Listing not found',
  'Return to Home',
  'Failed to update listing. Please try again.',
  'Failed to update listing status. Please try again.',
  'Failed to delete listing. Please try again.',
  'Failed to load bookings',
  'These dates are not available. Please select different dates.',
  'Failed to check date availability',
  'Failed to update booking',
  'Selected dates are no longer available. Please choose different dates.',
  'Failed to create booking. Please try again.',
  'Failed to approve booking. Please try again.',
  'Failed to reject booking. Please try again.',
  'Failed to cancel booking. Please try again.',
  'Failed to load reviews',
  'Failed to check review eligibility',
  'Failed to submit review. Please try again.',
  'Failed to delete review. Please try again.',
  // section 5
  "Passwords don't match",
  'You already have a pending host request',
  'Please provide both name and image',
  'Maximum 10 images allowed',
  'Please upload at least one image of your property',
  'Please include at least one image of your property',
  'Selected date is not available',
  'Selected date range includes unavailable dates',
  'Please select a booking to review',
  'Please select a rating',
  'Please enter a comment',
  'You can only review properties after completing your stay.',
  // section 9
  'Are you sure you want to delete this listing? This action cannot be undone.',
  'Are you sure you want to cancel this booking?',
  // section 2
  'No listings found',
  'Try adjusting your search criteria',
  'No Listings Yet',
  'Create Your First Listing',
  'No active bookings found',
  'Find a Place to Stay',
  'No pending booking requests',
  'No bookings found',
  'Booking Request Sent!',
  'Pending Approval',
  'Request Pending',
  "You're Already a Host",
  'Guest',
  'Select Your Stay',
  'Write a Review',
  'Active Bookings',
  'Past Bookings',
  'Pending Requests',
  'All Bookings',
];

describe('MESSAGES', () => {
  const texts = Object.values(MESSAGES);

  it.each(SPEC_TEXTS)('holds the SPEC text %p', (text) => {
    expect(texts).toContain(text);
  });

  it('has named keys for the texts other teams look up', () => {
    expect(MESSAGES.signInFailed).toBe('Failed to sign in. Please check your credentials.');
    expect(MESSAGES.usingCachedRates).toBe('Using cached exchange rates');
    expect(MESSAGES.bookingDatesUnavailable).toBe(
      'These dates are not available. Please select different dates.',
    );
    expect(MESSAGES.alreadyHost).toBe("You're Already a Host");
    expect(MESSAGES.reviewOnlyAfterStay).toBe('You can only review properties after completing your stay.');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(MESSAGES)).toBe(true);
  });

  it('gives every situation its own text, each non-blank and trimmed', () => {
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text.trim()).toBe(text);
    for (const text of texts) expect(text.length).toBeGreaterThan(0);
  });

  it('states the same limits as the constants', () => {
    expect(MESSAGES.maxImages).toContain(String(MAX_IMAGES));
    expect(MESSAGES.passwordTooShort).toContain(String(MIN_PASSWORD_LENGTH));
    expect(MESSAGES.passwordTooLong).toContain(String(MAX_PASSWORD_LENGTH));
    expect(MESSAGES.nameTooLong).toContain(String(MAX_NAME_LENGTH));
    expect(MESSAGES.titleTooLong).toContain(String(MAX_TITLE_LENGTH));
    expect(MESSAGES.reasonTooLong).toContain(String(MAX_REASON_LENGTH));
    expect(MESSAGES.reviewCommentTooLong).toContain(String(MAX_COMMENT_LENGTH));
    expect(MESSAGES.bookingMessageTooLong).toContain(String(MAX_BOOKING_MESSAGE_LENGTH));
    expect(MESSAGES.hostRequestRejectionTooLong).toContain(String(MAX_HOST_REQUEST_REJECTION_LENGTH));
  });

  it('says an expired request was not answered in time, in the words of issue 12', () => {
    expect(MESSAGES.bookingExpiredForRenter).toBe('The host did not respond in time');
  });
});

describe('withCount', () => {
  it('appends the count in parentheses', () => {
    expect(withCount(MESSAGES.activeBookings, 3)).toBe('Active Bookings (3)');
    expect(withCount(MESSAGES.reviews, 0)).toBe('Reviews (0)');
  });

  it('says "at least" while more pages of the list are to load', () => {
    expect(withCount(MESSAGES.pendingRequests, 20, true)).toBe('Pending Requests (20+)');
  });
});

describe('expiresIn and bookingDecidedNotice', () => {
  it('say how long a request has left and what the host decided', () => {
    expect(expiresIn('2 days 5 hours')).toBe('Expires in 2 days 5 hours');
    expect(bookingDecidedNotice('rejected', 'Ben Okafor', 'Dune House')).toBe(
      'You rejected the request of Ben Okafor at Dune House.',
    );
  });
});

describe('remoteUnavailableTitle', () => {
  it('names the area of the product whose pages could not be loaded', () => {
    expect(remoteUnavailableTitle('hosting')).toBe('The hosting pages of Shoreline could not be loaded.');
  });
});
