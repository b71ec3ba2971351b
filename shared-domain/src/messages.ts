// Every user-visible text of the product, once: the error catalogue of SPEC section 8, the
// validation texts of section 5, the confirmations of section 9 and the empty states and titles of
// section 2. The API answers with these texts and the apps show them; nobody retypes one.
// Texts SPEC does not give (marked "ours") are short and say what to do next.

export const MESSAGES = Object.freeze({
  // --- Auth (SPEC 8) ---
  signInFailed: 'Failed to sign in. Please check your credentials.',
  signUpEmailInUse: 'This email is already in use. Please sign in or use a different email.',
  signUpFailed: 'Failed to create an account. Please try again.',
  // ours
  signInFieldsRequired: 'Please enter your email and password',
  nameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter a password',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  confirmPasswordRequired: 'Please confirm your password',
  nameTooLong: 'Name must be at most 100 characters',
  emailTooLong: 'Email must be at most 254 characters',
  signInRequired: 'Please sign in to continue.',
  forbidden: "You don't have permission to do that.",
  forgotPasswordUnavailable: 'Password reset is not available in this demo.',
  profileUpdated: 'Your profile has been updated.',
  profileUpdateFailed: 'Failed to update your profile. Please try again.',

  // --- Become a host (SPEC 5, 8, 2) ---
  passwordsDontMatch: "Passwords don't match",
  hostRequestAlreadyPending: 'You already have a pending host request',
  becomeHostEmailRegistered: 'This email is already registered. Please sign in first.',
  becomeHostFailed: 'Failed to process your request. Please try again.',
  becomeHostSubmitted: 'Your host request has been submitted successfully! We will review it shortly.',
  requestPending: 'Request Pending',
  alreadyHost: "You're Already a Host",
  // ours
  reasonRequired: 'Please tell us why you want to become a host',
  reasonTooLong: 'Reason must be at most 2000 characters',
  alreadyHostRequest: 'You are already a host',
  hostRequestNotFound: 'Host request not found',
  hostRequestNotPending: 'This host request has already been reviewed',

  // --- Offline and session (SPEC 8, PRODUCT 15) ---
  offlineBanner: 'You are currently offline. Some features may be limited.',
  offline: 'You are offline. Some features may be limited.',
  userDataUnavailable: 'Unable to fetch latest user data. Some features may be limited.',
  authError: 'Authentication error. Please try again.',
  userDataSaveFailed: 'Unable to save user data. Please try again when online.',

  // --- Listings (SPEC 8, 5, 2) ---
  listingsFetchFailed: 'Failed to fetch listings. Please try again.',
  myListingsFetchFailed: 'Failed to fetch your listings. Please try again.',
  featuredFetchFailed: 'Failed to load featured properties. Please try again later.',
  createListingFailed: 'Failed to create listing. Please try again.',
  listingDetailsLoadFailed: 'Failed to load listing details',
  listingNotFound: 'Listing not found',
  updateListingFailed: 'Failed to update listing. Please try again.',
  listingStatusUpdateFailed: 'Failed to update listing status. Please try again.',
  deleteListingFailed: 'Failed to delete listing. Please try again.',
  confirmDeleteListing: 'Are you sure you want to delete this listing? This action cannot be undone.',
  maxImages: 'Maximum 10 images allowed',
  newListingImageRequired: 'Please upload at least one image of your property',
  editListingImageRequired: 'Please include at least one image of your property',
  imagePickerHint: 'PNG, JPG, GIF up to 10MB each',
  priceInEurNote: 'Price per night in EUR (€)',
  noListingsFound: 'No listings found',
  tryAdjustingSearch: 'Try adjusting your search criteria',
  noListingsYet: 'No Listings Yet',
  createFirstListing: 'Create Your First Listing',
  // ours
  titleRequired: 'Please enter a title',
  descriptionRequired: 'Please enter a description',
  priceRequired: 'Please enter a price per night',
  priceInvalid: 'Price per night must be a positive amount with at most 2 decimals',
  priceTooHigh: 'Price per night must be at most 100,000',
  addressRequired: 'Please enter an address',
  cityRequired: 'Please enter a city',
  countryRequired: 'Please enter a country',
  availableFromRequired: 'Please choose an available-from date',
  availableToRequired: 'Please choose an available-to date',
  dateInvalid: 'Please enter a valid date',
  listingDatesOutOfOrder: 'Available to must be after available from',
  titleTooLong: 'Title must be at most 120 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  addressTooLong: 'Address must be at most 200 characters',
  placeTooLong: 'City and country must be at most 100 characters each',
  imageNotAnImage: 'Only image files (PNG, JPG, GIF) are allowed',
  imageTooLarge: 'Each image must be 10MB or smaller',
  notListingOwner: 'You can only change your own listings',

  // --- Bookings (SPEC 5, 8, 2, 9) ---
  dateNotAvailable: 'Selected date is not available',
  rangeIncludesUnavailable: 'Selected date range includes unavailable dates',
  bookingDatesUnavailable: 'These dates are not available. Please select different dates.',
  bookingDatesNoLongerAvailable: 'Selected dates are no longer available. Please choose different dates.',
  availabilityCheckFailed: 'Failed to check date availability',
  bookingUpdateFailed: 'Failed to update booking',
  createBookingFailed: 'Failed to create booking. Please try again.',
  bookingsLoadFailed: 'Failed to load bookings',
  approveBookingFailed: 'Failed to approve booking. Please try again.',
  rejectBookingFailed: 'Failed to reject booking. Please try again.',
  cancelBookingFailed: 'Failed to cancel booking. Please try again.',
  confirmCancelBooking: 'Are you sure you want to cancel this booking?',
  bookingRequestSent: 'Booking Request Sent!',
  pendingApproval: 'Pending Approval',
  noActiveBookings: 'No active bookings found',
  findAPlaceToStay: 'Find a Place to Stay',
  noPendingBookingRequests: 'No pending booking requests',
  noBookingsFound: 'No bookings found',
  guestFallbackName: 'Guest',
  activeBookings: 'Active Bookings',
  pastBookings: 'Past Bookings',
  pendingRequests: 'Pending Requests',
  allBookings: 'All Bookings',
  // ours
  confirmApproveBooking: 'Are you sure you want to approve this booking request?',
  confirmRejectBooking: 'Are you sure you want to reject this booking request? This action cannot be undone.',
  bookingDatesRequired: 'Please select check-in and check-out dates',
  checkInRequired: 'Please select a check-in date',
  checkOutRequired: 'Please select a check-out date',
  checkOutBeforeCheckIn: 'Check-out must be after check-in',
  checkInFirst: 'Please select a check-in date first',
  bookingMessageTooLong: 'Message must be at most 1000 characters',
  cannotBookOwnListing: 'You cannot book your own listing',
  listingUnavailable: 'This listing is not available for booking',
  bookingNotFound: 'Booking not found',
  bookingNotPendingApprove: 'Only pending bookings can be approved',
  bookingNotPendingReject: 'Only pending bookings can be rejected',
  bookingNotPendingCancel: 'Only pending bookings can be cancelled',
  onlyHostDecidesBooking: "Only the listing's host can approve or reject this booking",
  onlyRenterCancelsBooking: 'Only the guest who made this booking can cancel it',

  // --- Reviews (SPEC 5, 8, 2, 9; PRODUCT 9) ---
  reviewBookingRequired: 'Please select a booking to review',
  reviewRatingRequired: 'Please select a rating',
  reviewCommentRequired: 'Please enter a comment',
  reviewOnlyAfterStay: 'You can only review properties after completing your stay.',
  reviewsLoadFailed: 'Failed to load reviews',
  reviewEligibilityFailed: 'Failed to check review eligibility',
  submitReviewFailed: 'Failed to submit review. Please try again.',
  deleteReviewFailed: 'Failed to delete review. Please try again.',
  selectYourStay: 'Select Your Stay',
  writeAReview: 'Write a Review',
  reviews: 'Reviews',
  // ours
  confirmDeleteReview: 'Are you sure you want to delete this review?',
  reviewSubmitted: 'Thank you! Your review has been submitted and will appear once approved.',
  reviewDeleted: 'Your review has been deleted.',
  reviewRatingInvalid: 'Rating must be a whole number from 1 to 5',
  reviewCommentTooLong: 'Comment must be at most 2000 characters',
  reviewNotFound: 'Review not found',
  reviewNotEligible: 'This booking cannot be reviewed',
  reviewAlreadyExists: 'You have already reviewed this stay',
  onlyReviewerChangesReview: 'You can only change your own reviews',
  reviewNotPending: 'Only pending reviews can be moderated',
  rejectionReasonRequired: 'Please enter a reason for rejecting this review',
  noPendingReviews: 'No pending reviews',
  reviewModerationLoadFailed: 'Failed to load reviews for moderation',
  reviewModerationFailed: 'Failed to update review. Please try again.',

  // --- Admin: host requests and destinations (SPEC 8, 5) ---
  hostRequestsLoadFailed: 'Failed to load host requests',
  hostRequestUpdateFailed: 'Failed to update request',
  destinationsLoadFailed: 'Failed to load destinations',
  addDestinationFailed: 'Failed to add destination',
  updateDestinationFailed: 'Failed to update destination',
  deleteDestinationFailed: 'Failed to delete destination',
  confirmDeleteDestination: 'Are you sure you want to delete this destination?',
  destinationNameAndImageRequired: 'Please provide both name and image',
  // ours
  destinationNameRequired: 'Please provide a name',
  destinationNotFound: 'Destination not found',
  noPendingHostRequests: 'No pending host requests',
  noDestinations: 'No destinations yet',

  // --- Currency (SPEC 8, PRODUCT 13) ---
  usingCachedRates: 'Using cached exchange rates',

  // --- General (ours) ---
  returnToHome: 'Return to Home',
  notFound: 'Not found',
  somethingWentWrong: 'Something went wrong. Please try again.',
  tooManyRequests: 'Too many requests. Please try again in a moment.',
  invalidRequest: 'The request is not valid.',

  // --- Micro-frontend slots (ours): what a slot shows when its remote cannot load or crashes ---
  remoteUnavailableHint: 'Check your connection and try again. The rest of Shoreline keeps working.',
  remoteCrashedTitle: 'Something went wrong on this page.',
  remoteCrashedHint: 'Please try again. The rest of Shoreline keeps working.',
});

export type MessageKey = keyof typeof MESSAGES;

/** A section title with its count, e.g. `Active Bookings (3)`. */
export function withCount(label: string, count: number): string {
  return `${label} (${count})`;
}

/** What a micro-frontend slot says when its remote cannot be fetched, e.g. `The hosting pages ...`. */
export function remoteUnavailableTitle(area: string): string {
  return `The ${area} pages of Shoreline could not be loaded.`;
}
