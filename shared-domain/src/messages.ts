// Every user-visible text of the product, once: the error catalogue of SPEC section 8, the
// validation texts of section 5, the confirmations of section 9 and the empty states and titles of
// section 2. The API answers with these texts and the apps show them; nobody retypes one.
// Texts SPEC does not give (marked "ours") are short and say what to do next.
import { CONVERSATION_MESSAGES } from './conversationMessages';
import { nightsBetween, formatDisplayDateRange } from './dates';
import { formatGuestCounts, type GuestCounts } from './listingFacts';
import type { NotificationContent } from './notifications';
import type { BookingStatus, HostRequestStatus, ReviewStatus } from './types';

export const MESSAGES = Object.freeze({
  // --- Messages between renters and hosts (issue 25): their own file ---
  ...CONVERSATION_MESSAGES,
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
  profileUpdated: 'Your profile has been updated.',
  profileUpdateFailed: 'Failed to update your profile. Please try again.',
  // The host's public page and the "About you" it shows (issue 24 item 7, ours)
  aboutTooLong: 'About you must be at most 500 characters',
  aboutHint: 'Shown on your public host page if you host. Up to 500 characters.',
  hostNotFound: 'Host not found',
  hostProfileLoadFailed: 'Failed to load this host. Please try again.',
  hostNoListings: 'This host has no stays open for booking right now.',
  hostNoReviews: 'No reviews yet',
  viewHostPage: 'View your public host page',
  aboutLoadFailed: 'Could not load what you wrote about yourself. Reload the page to edit it.',

  // --- Become a host (SPEC 5, 8, 2) ---
  passwordsDontMatch: "Passwords don't match",
  hostRequestAlreadyPending: 'You already have a pending host request',
  becomeHostEmailRegistered: 'This email is already registered. Please sign in first.',
  becomeHostFailed: 'Failed to process your request. Please try again.',
  becomeHostSubmitted: 'Your host request has been submitted successfully! We will review it shortly.',
  requestPending: 'Request Pending',
  alreadyHost: "You're Already a Host",
  signedOutOnThisDevice: 'You were signed out on this device. Sign in again to continue.',
  becomeHostAdminTitle: 'Administrators decide host requests',
  becomeHostAdminText:
    'An administrator account cannot ask to become a host. You can review the requests renters sent.',
  // ours
  reasonRequired: 'Please tell us why you want to become a host',
  reasonTooLong: 'Reason must be at most 2000 characters',
  alreadyHostRequest: 'You are already a host',
  hostRequestNotFound: 'Host request not found',
  hostRequestNotPending: 'This host request has already been reviewed',
  hostRequestRejectionTooLong: 'Reason must be at most 500 characters',
  hostRequestNotApproved: 'Your previous request was not approved. You are welcome to send a new one.',

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
  // ours (issue 24 item 5): the full-screen viewer's code could not be downloaded (offline)
  photoViewerLoadFailed:
    'The full screen photos could not be opened. Please check your connection and try again.',
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
  priceInvalid: 'Enter the price as a number, for example 120 or 120,50',
  priceTooManyDecimals: 'Use at most two decimals',
  priceOutOfRange: 'Enter a price between 0.01 and 100,000',
  addressRequired: 'Please enter an address',
  cityRequired: 'Please enter a city',
  countryRequired: 'Please enter a country',
  availableFromRequired: 'Please choose an available-from date',
  availableToRequired: 'Please choose an available-to date',
  dateInvalid: 'Please enter a valid date',
  listingDatesOutOfOrder: 'Available to must be after available from',
  // Listing facts (issue 24, ours)
  maxGuestsInvalid: 'Maximum guests must be a whole number from 1 to 16',
  propertyTypeRequired: 'Please choose the type of place',
  bedroomsInvalid: 'Bedrooms must be a whole number from 0 to 20',
  bedsInvalid: 'Beds must be a whole number from 1 to 40',
  bathroomsInvalid: 'Bathrooms must be a number from 0 to 20, in halves (1.5)',
  checkInFromInvalid: 'Please choose the time check-in starts',
  checkOutByInvalid: 'Please choose the time check-out ends',
  houseRulesTooLong: 'House rules must be at most 1000 characters',
  amenityUnknown: 'Please choose amenities from the list',
  titleTooLong: 'Title must be at most 120 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  addressTooLong: 'Address must be at most 200 characters',
  placeTooLong: 'City and country must be at most 100 characters each',
  imageNotAnImage: 'Only image files (PNG, JPG, GIF) are allowed',
  imageTooLarge: 'Each image must be 10MB or smaller',
  imageTooManyPixels: 'Each image must be at most 40 megapixels (for example 8000 × 5000 pixels)',
  imagePixelBudgetSpent:
    'You have uploaded a lot of large images in the last minute. Please wait a minute, then upload the rest.',
  imageProcessingBusy:
    'Shoreline is busy processing other images right now. Nothing was saved: please try again in a few seconds.',
  listingPhotoNotUploaded: 'Each photo must be an image you uploaded. Please upload it again.',
  destinationImageNotUploaded: 'The image must be one uploaded by an admin. Please upload it again.',
  notListingOwner: 'You can only change your own listings',
  listingInactiveForHost: 'This listing is inactive: guests cannot see it or book it.',
  listingActivated: 'Your listing is active again: guests can find it and book it.',

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
  // ours (search filters)
  searchSortUnknown: 'Sort must be one of: newest, price-asc, price-desc, top-rated',
  searchPriceInvalid: 'Enter prices as numbers of 0 or more, for example 80 or 80,50',
  searchLocationTooLong: 'Where can be at most 100 characters',
  searchCheckoutMissing: 'Choose a check-out date too, or clear the check-in to search any dates',
  searchCheckoutMissingShown: 'No check-out date: showing stays for any dates. Choose a check-out date.',
  searchDatesReversedShown: 'Check-out must be after check-in: showing stays for any dates.',
  searchPriceRangeInverted: 'The minimum price must not be above the maximum price',
  searchCurrencyUnknown: 'Currency must be one of: USD, EUR, GBP',
  searchGuestsInvalid: 'Guests must be a whole number from 1 to 16',
  searchBedroomsInvalid: 'Minimum bedrooms must be a whole number from 0 to 20',
  searchPropertyTypeUnknown: 'Type of place must be one of: house, flat, villa, cottage, room, other',
  searchAmenityUnknown: 'Amenities must be chosen from the list',
  // The search page's filters and the listing's facts (issue 24 items 2-3, ours)
  noStaysMatchFilters: 'No stays match these filters',
  tryRemovingFilters: 'Try removing a filter or two, or clear them all.',
  noAmenitiesListed: 'The host has not listed any amenities yet.',
  // Who is coming (issue 24, ours)
  adultsRequired: 'Please add at least one adult',
  guestCountInvalid: 'Guests must be whole numbers',
  guestsOverMaximum: 'This place does not fit that many guests. Please check its maximum.',
  infantsOverMaximum: 'A booking can bring at most 5 infants',
  petsNotAllowed: 'This place does not allow pets',
  checkInFirst: 'Please select a check-in date first',
  calendarLoadFailed: 'The calendar could not be loaded. Check your connection and try again.',
  bookingMessageTooLong: 'Message must be at most 1000 characters',
  cannotBookOwnListing: 'You cannot book your own listing',
  listingUnavailable: 'This listing is not available for booking',
  bookingNotFound: 'Booking not found',
  bookingNotPendingApprove: 'Only pending bookings can be approved',
  bookingNotPendingReject: 'Only pending bookings can be rejected',
  bookingNotPendingCancel: 'Only pending bookings can be cancelled',
  onlyHostDecidesBooking: "Only the listing's host can approve or reject this booking",
  onlyRenterCancelsBooking: 'Only the guest who made this booking can cancel it',
  // ours: requests that expire (PRODUCT 24)
  bookingExpired: 'This booking request has expired: it was not answered in time.',
  bookingExpiredForRenter: 'The host did not respond in time',
  bookingExpiredForHost: 'This request expired before it was answered.',

  // ours: decline reasons and the host's booking page (issue 22). A declined request's card and
  // notification say why with these (`declineReasonText`).
  declinedDatesTaken: 'Another request for these dates was approved',
  declinedDatesBlocked: 'The host blocked these dates',
  declinedListingRemoved: 'The host removed this listing',
  bookingDeclineReasonTooLong: 'Please keep the reason to at most 500 characters',
  approveNightsTaken:
    'These nights are no longer free: an approved stay or blocked nights now take some of them. You can only reject this request.',

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
  // Issue 22 item 12: the home page's order, changed one place at a time.
  destinationAlreadyFirst: 'This destination is already first',
  destinationAlreadyLast: 'This destination is already last',
  moveDestinationFailed: 'Failed to move destination',
  noPendingHostRequests: 'No pending host requests',
  confirmApproveHostRequest: 'Approve this host request? They get the host tools at once.',
  confirmRejectHostRequest: 'Reject this host request? They will see your reason, if you give one.',
  noDestinations: 'No destinations yet',

  // --- Currency (SPEC 8, PRODUCT 13) ---
  usingCachedRates: 'Using cached exchange rates',

  // --- General (ours) ---
  returnToHome: 'Return to Home',
  notFound: 'Not found',
  somethingWentWrong: 'Something went wrong. Please try again.',
  tooManyRequests: 'Too many requests. Please try again in a moment.',
  invalidRequest: 'The request is not valid.',
  invalidCursor: 'The `cursor` is not one this list gave: start again from the first page.',
  loadMore: 'Show more',
  loadMoreFailed: 'Could not load more. Please try again.',

  // --- Notifications (PRODUCT 25; ours). Event texts: `notificationText` below. ---
  notificationsTitle: 'Notifications',
  markAllAsRead: 'Mark all as read',
  noNotifications: 'No notifications yet',
  noNotificationsHint:
    'When something happens to your bookings, host requests or reviews, you will find it here.',
  notificationsLoadFailed: 'Failed to load notifications',
  notificationsUpdateFailed: 'Failed to update notifications. Please try again.',
  notificationNotFound: 'Notification not found',
  emailNotificationsTitle: 'Email notifications',
  emailNotificationsLabel: 'Email me when something happens to my bookings, host requests or reviews',
  emailNotificationsHint: 'You always see notifications in the app (the bell in the header).',
  emailNotificationsSaved: 'Your email preference has been saved.',
  notificationSettingsLoadFailed: 'Failed to load your email preference',
  notificationSettingsSaveFailed: 'Failed to save your email preference. Please try again.',
  emailFooter:
    'You receive this email because you have an account on Shoreline. To stop these emails, turn off email notifications in your profile:',
  tooManyNotificationStreams:
    'Too many live notification connections are open for your account. Close some Shoreline tabs; the bell keeps updating meanwhile, a little less often.',
  liveNotificationsUnavailable:
    'Live notifications are unavailable for a moment; the bell keeps updating meanwhile, a little less often.',
  unsubscribeTitle: 'Stop notification emails',
  unsubscribeQuestion:
    'Turn off Shoreline notification emails for this account? You will still see your notifications in the app.',
  unsubscribeButton: 'Turn off emails',
  unsubscribeDone:
    'Notification emails are off. You will still see your notifications in the app, and you can turn emails on again in your profile:',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. You can turn off email notifications in your profile.',

  // --- Micro-frontend slots (ours): what a slot shows when its remote cannot load or crashes ---
  remoteUnavailableHint: 'Check your connection and try again. The rest of Shoreline keeps working.',
  remoteCrashedTitle: 'Something went wrong on this page.',
  remoteCrashedHint: 'Please try again. The rest of Shoreline keeps working.',

  // --- Account security and availability (ours) ---
  serviceUnavailable: 'Shoreline is temporarily unavailable. Please try again in a moment.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  newPasswordSameAsCurrent: 'Your new password must be different from your current password',
  passwordChanged: 'Your password has been changed. You have been signed out on your other devices.',
  passwordChangeFailed: 'Failed to change your password. Please try again.',
  confirmSignOutEverywhere:
    'Sign out of Shoreline on every device, including this one? You will need to sign in again.',
  signOutEverywhereFailed: 'Failed to sign out everywhere. Please try again.',
  textInvalidCharacters: 'Please remove the characters that cannot be saved (broken emoji or symbols)',
  nameInvalidCharacters: 'Names cannot contain control or text-direction characters',
  nameNeedsLetter: 'Please enter a name with at least one letter',

  // --- Password reset, email verification, active sessions (PRODUCT 27, issue 22; ours) ---
  passwordResetRequested:
    'If an account uses this email, we have sent it a link to choose a new password. The link works once, for 60 minutes.',
  passwordResetRequestFailed: 'Failed to send the reset link. Please try again.',
  passwordResetLinkInvalid:
    'This password reset link does not work any more: it was already used or is older than 60 minutes. Please ask for a new one.',
  passwordResetDone:
    'Your password has been changed and every device was signed out. Sign in with your new password.',
  passwordResetFailed: 'Failed to set your new password. Please try again.',
  passwordResetEmailSubject: 'Choose a new Shoreline password',
  passwordResetEmailBody:
    'Someone (hopefully you) asked to reset the password of your Shoreline account. The link below works once, for 60 minutes. If you did not ask, ignore this email: your password stays as it is.',
  passwordResetEmailAction: 'Choose a new password',
  signUpCheckEmail: 'Check your email: we sent you a link to verify your address.',
  emailVerificationEmailSubject: 'Verify your Shoreline email address',
  emailVerificationEmailBody:
    'Please confirm that this is your email address, so hosts know they can reach you. The link works for 7 days.',
  emailVerificationEmailAction: 'Verify my email address',
  emailVerified: 'Your email address is verified.',
  emailVerificationLinkInvalid:
    'This verification link does not work any more. You can send a new one from your profile.',
  emailVerificationFailed: 'Failed to verify your email address. Please try again.',
  emailVerificationResent: 'We sent a new verification link. Please check your email.',
  emailVerificationResendFailed: 'Failed to send the verification link. Please try again.',
  emailAlreadyVerified: 'Your email address is already verified.',
  emailNotVerified: 'Email not verified',
  sessionsFetchFailed: 'Failed to load your active sessions. Please try again.',
  sessionNotFound: 'This session has already ended',
  sessionSignedOut: 'That device has been signed out.',
  sessionSignOutFailed: 'Failed to sign out that device. Please try again.',

  // --- Favourites (issue 24 item 6; ours) ---
  favouritesTitle: 'Favourites',
  favouritesFetchFailed: 'Failed to load your favourites. Please try again.',
  favouritesEmpty: 'No favourites yet',
  favouritesEmptyHint: 'Tap the heart on a stay you like to keep it here.',
  favouritesFindStays: 'Find a stay',
  favouriteSaveFailed: 'Failed to save this stay to your favourites. Please try again.',
  favouriteRemoveFailed: 'Failed to remove this stay from your favourites. Please try again.',
  favouritesLimitReached: 'You can keep up to 500 favourites. Remove one to save another.',
  favouriteAvailable: 'Available for your dates',
  favouriteNotAvailable: 'Not available for these dates',
  favouritesDatesHint: 'Choose dates to see which of your favourites are free.',

  // --- Host calendar: blocks and iCal sync (PRODUCT 22–23, issue 12; API answers) ---
  blockStartRequired: 'Please choose the first night to block',
  blockEndRequired: 'Please choose the day after the last night to block',
  blockRangeInvalid: 'The last blocked night must be on or after the first one',
  blockOutsideWindow: "Blocked nights must lie inside the listing's availability window",
  blockInPast: 'Past nights cannot be blocked',
  blockNoteTooLong: 'Please keep the note under 500 characters',
  blockOverlapsStay: 'These nights overlap an approved stay.',
  blockOverlapsBlock: 'These nights are already blocked.',
  blockNotFound: 'Blocked nights not found',
  importedBlockNotRemovable: 'Imported nights change with their calendar.',
  calendarNotFound: 'Calendar not found',
  calendarNameRequired: 'Please give the calendar a name',
  calendarNameTooLong: 'Please keep the calendar name under 80 characters',
  calendarUrlInvalid: "Please enter the calendar's full address (https://…)",
  calendarUrlNotHttps: 'The calendar address must start with https://',
  calendarUrlDuplicate: 'This calendar is already imported for this listing',
  calendarLimitReached: 'A listing can import at most 10 calendars',
  calendarFeedNotFound: 'Calendar feed not found',
  calendarSyncUnreachable: 'The calendar could not be reached',
  calendarSyncRefusedAddress: 'The calendar address points to a private or local network',
  calendarSyncTooManyRedirects: 'The calendar address redirects too many times',
  calendarSyncTooBig: 'The calendar is too big to import (over 2 MB)',
  calendarSyncNotICalendar: 'The address does not serve an iCalendar (.ics) file',
  calendarSyncHttpError: 'The calendar server answered with an error',
  calendarSyncTooManyEvents:
    'The calendar has too many events to import (over 5,000, repeating ones counted up to two years ahead)',
  calendarSyncReservedUid:
    'The calendar has an event whose UID is not allowed (__proto__, constructor or prototype)',
  calendarSyncTooComplex: 'The calendar took too long or too much memory to read',
  calendarSyncUnreadable: 'The calendar could not be read',
  calendarSyncRateLimited:
    'Calendars can be synced at most 10 times every 10 minutes. Please try again in a few minutes.',
  calendarAddRateLimited:
    'Calendars can be added at most 10 times every 10 minutes. Please try again in a few minutes.',
});

export type MessageKey = keyof typeof MESSAGES;

/**
 * A section title with its count, e.g. `Active Bookings (3)`; `Pending Requests (20+)` when more
 * pages of the list are still to load (lists come a page at a time).
 */
export function withCount(label: string, count: number, more = false): string {
  return `${label} (${count}${more ? '+' : ''})`;
}

/** How long a pending request has left, e.g. `Expires in 2 days 5 hours` (see `formatTimeLeft`). */
export function expiresIn(timeLeft: string): string {
  return `Expires in ${timeLeft}`;
}

/** What a host is told after answering a request, e.g. `You rejected the request of Ben at Dune House.` */
export function bookingDecidedNotice(
  decision: 'approved' | 'rejected',
  renter: string,
  listing: string,
): string {
  return `You ${decision} the request of ${renter} at ${listing}.`;
}

/**
 * Why an action on a booking did not happen because the booking changed while its page was open
 * (issue 22), in the words of who acted, from its status now; null while it is still pending.
 */
export function bookingChangedNotice(viewer: 'renter' | 'host', status: BookingStatus): string | null {
  const texts: Record<'renter' | 'host', Record<Exclude<BookingStatus, 'pending'>, string>> = {
    renter: {
      approved: 'The host has already approved this request.',
      rejected: 'The host has already declined this request.',
      cancelled: 'This request was already cancelled.',
      expired: 'This request has already expired: the host did not respond in time.',
    },
    host: {
      approved: 'This request has already been approved.',
      rejected: 'This request has already been declined.',
      cancelled: 'The renter has already cancelled this request.',
      expired: 'This request has already expired: it was not answered in time.',
    },
  };
  return status === 'pending' ? null : texts[viewer][status];
}

/** What `decidedMeanwhileNotice` can say: a closed set of texts, so each has an error code (errorCodes.ts). */
export type DecidedMeanwhileNotice<I extends 'host request' | 'review' = 'host request' | 'review'> =
  `This ${I} has already been ${Exclude<HostRequestStatus | ReviewStatus, 'pending'>}.`;

/** Why an admin's decision did not happen: another decision came first (issue 22), from the status now. */
export function decidedMeanwhileNotice<I extends 'host request' | 'review'>(
  item: I,
  status: HostRequestStatus | ReviewStatus,
): DecidedMeanwhileNotice<I> | null {
  return status === 'pending' ? null : `This ${item} has already been ${status}.`;
}

/**
 * One status vocabulary for both sides (issue 22): the labels of `displayStatus` (an approved stay
 * whose check-out day has come is `completed`, for the renter and the host alike).
 */
export const BOOKING_STATUS_LABELS = Object.freeze({
  pending: 'Pending',
  approved: 'Approved',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const);

/** The steps of a booking's history (`bookingHistory`), as the host's booking page lists them. */
export const BOOKING_HISTORY_LABELS = Object.freeze({
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled by the guest',
  expired: 'Expired unanswered',
  completed: 'Stay completed',
} as const);

/** A stay or request as a short phrase, e.g. `Chloe Martin, Jan 5, 2031 - Jan 10, 2031`. */
const requestPhrase = (request: { renterName: string | null; startDate: string; endDate: string }) =>
  `${guest(request.renterName)}, ${formatDisplayDateRange({ start: request.startDate, end: request.endDate })}`;

const pendingRequests = (count: number) => `${count} pending ${count === 1 ? 'request' : 'requests'}`;

/** The block panel's warning: `This declines 1 pending request: Chloe Martin, Jan 5, 2031 - Jan 10, 2031.` */
export function blockDeclinesRequests(
  requests: readonly { renterName: string | null; startDate: string; endDate: string }[],
): string {
  return `This declines ${pendingRequests(requests.length)}: ${requests.map(requestPhrase).join('; ')}.`;
}

/** After a block declined requests: `Declined 2 pending requests: Chloe Martin, ...; Ben, ....` */
export function requestsDeclined(
  requests: readonly { renterName: string | null; startDate: string; endDate: string }[],
): string {
  return `Declined ${pendingRequests(requests.length)}: ${requests.map(requestPhrase).join('; ')}.`;
}

/** The approve page of a request whose nights became taken: which ones, e.g. `Jul 2, 2030 - Jul 3, 2030 (blocked)`. */
export function nightsNoLongerFree(ranges: readonly string[]): string {
  return `These nights are no longer free: ${ranges.join('; ')}. You can only reject this request.`;
}

/** The heart's accessible name on a card or listing page (issue 24 item 6). */
export function favouriteToggleLabel(title: string, saved: boolean): string {
  return saved ? `Remove ${title} from favourites` : `Save ${title}`;
}

/** The host page's "Hosting since November 2025" (the month as `formatMonthYear` writes it). */
export function hostingSince(monthYear: string): string {
  return `Hosting since ${monthYear}`;
}

/** The host page's rating line after its star: `4.7 · 23 reviews`, `5.0 · 1 review`. */
export function hostRatingSummary(average: string, count: number): string {
  return `${average} · ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** A listing photo's alt text (gallery and full-screen viewer): `Dune House, photo 2 of 5`. */
export function photoAlt(title: string, position: number, count: number): string {
  return `${title}, photo ${position} of ${count}`;
}

/** The gallery photo's button that opens the full-screen viewer (issue 24 item 5). */
export function openPhotoLabel(position: number, count: number): string {
  return `Open photo ${position} of ${count} full screen`;
}

/** The full-screen photo viewer (dialog) of a listing: `Photos of Dune House, full screen`. */
export function photoViewerLabel(title: string): string {
  return `Photos of ${title}, full screen`;
}

/**
 * The viewer's other texts, keyed as yet-another-react-lightbox names them (`{index}`/`{total}` are
 * its placeholders); "Photo gallery" names its carousel region.
 */
export const PHOTO_VIEWER_LABELS = Object.freeze({
  Previous: 'Previous photo',
  Next: 'Next photo',
  Close: 'Close full screen photos',
  Carousel: 'carousel',
  'Photo gallery': 'Photos',
  Slide: 'photo',
  '{index} of {total}': 'Photo {index} of {total}',
} as const);

/** Beside a card's nightly price when a stay is chosen (issue 24): ` for 3 nights` after `€405.00`. */
export function stayTotalSuffix(nights: number): string {
  return ` for ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

/** The search filters' button on phones: `Filters`, `Filters (3)`. */
export function filtersButtonLabel(count: number): string {
  return count > 0 ? `Filters (${count})` : 'Filters';
}

/** The filter sheet's button that closes it onto the results: `Show 12 stays`. */
export function showStaysLabel(total: number | null, capped = false): string {
  if (total === null) return 'Show stays';
  return `Show ${total}${capped ? '+' : ''} ${total === 1 && !capped ? 'stay' : 'stays'}`;
}

/** The listing page's button that opens every amenity: `Show all 30 amenities`. */
export function showAllAmenitiesLabel(count: number): string {
  return `Show all ${count} amenities`;
}

/** The listing page's house rules, each a sentence whichever way the host set it. */
export const HOUSE_RULE_TEXTS = Object.freeze({
  pets: { yes: 'Pets allowed', no: 'No pets' },
  smoking: { yes: 'Smoking allowed', no: 'No smoking' },
  events: { yes: 'Parties and events allowed', no: 'No parties or events' },
} as const);

/** `Check-in from 15:00`, `Check-out by 11:00`: the listing's times, as the host set them. */
export function checkInFromText(time: string): string {
  return `Check-in from ${time}`;
}
export function checkOutByText(time: string): string {
  return `Check-out by ${time}`;
}

/** What a micro-frontend slot says when its remote cannot be fetched, e.g. `The hosting pages ...`. */
export function remoteUnavailableTitle(area: string): string {
  return `The ${area} pages of Shoreline could not be loaded.`;
}

/** The bell's accessible name: `Notifications, 3 unread` (or just `Notifications`). */
export function notificationsBellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}

/** What the live region says when a notification arrives. */
export function newNotificationAnnouncement(title: string): string {
  return `New notification: ${title}`;
}

/** What a notification says: a title (the email's subject), a sentence or two, and its link's label. */
export interface NotificationText {
  title: string;
  body: string;
  action: string;
}

const stayOf = (facts: { startDate: string; endDate: string }): string => {
  const nights = nightsBetween(facts.startDate, facts.endDate);
  const range = formatDisplayDateRange({ start: facts.startDate, end: facts.endDate });
  return `${range} (${nights} ${nights === 1 ? 'night' : 'nights'})`;
};

const guest = (name: string | null): string => name?.trim() || MESSAGES.guestFallbackName;

/** " for 2 adults, 1 child": who is coming, when the notification was written after guests were asked. */
const partyOf = (facts: { guests?: GuestCounts }): string =>
  facts.guests ? ` for ${formatGuestCounts(facts.guests)}` : '';

/** Someone's text as a sentence: trimmed, with a full stop unless it already ends a sentence. */
const asSentence = (text: string): string => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * The texts of a notification from its facts. `formatPrice` shows an EUR amount: the chosen currency
 * in the app (PRODUCT 5), euros in emails.
 */
export function notificationText(
  content: NotificationContent,
  formatPrice: (amountEur: number) => string,
): NotificationText {
  switch (content.kind) {
    case 'booking-requested': {
      const f = content.facts;
      return {
        title: `New booking request for ${f.listingTitle}`,
        body: `${guest(f.renterName)} asked to stay ${stayOf(f)}${partyOf(f)}, total ${formatPrice(f.totalPrice)}. Approve or reject the request.`,
        action: 'Review the request',
      };
    }
    case 'booking-cancelled': {
      const f = content.facts;
      return {
        title: `Booking request cancelled: ${f.listingTitle}`,
        body: `${guest(f.renterName)} cancelled their request to stay ${stayOf(f)}. Those dates are open again.`,
        action: 'Manage Bookings',
      };
    }
    case 'booking-approved': {
      const f = content.facts;
      return {
        title: `Your stay at ${f.listingTitle} is confirmed`,
        body: `The host approved your booking for ${stayOf(f)}, total ${formatPrice(f.totalPrice)}.`,
        action: 'View My Bookings',
      };
    }
    case 'booking-rejected': {
      const f = content.facts;
      return {
        title: `Your booking request for ${f.listingTitle} was rejected`,
        body: `The host rejected your request to stay ${stayOf(f)}.${f.reason ? ` Reason: ${asSentence(f.reason)}` : ''}`,
        action: 'View My Bookings',
      };
    }
    case 'booking-declined-dates-taken': {
      const f = content.facts;
      return {
        title: `${f.listingTitle} is no longer free for your dates`,
        body:
          `Your request to stay ${stayOf(f)} was declined. Reason: ${asSentence(f.reason ?? MESSAGES.declinedDatesTaken)} ` +
          `Other places in ${f.city} may still be free.`,
        action: `Search ${f.city} for these dates`,
      };
    }
    case 'booking-declined-listing-removed': {
      const f = content.facts;
      return {
        title: `${f.listingTitle} is no longer available`,
        body: `Your request to stay ${stayOf(f)} was declined because the host removed this listing.`,
        action: 'View My Bookings',
      };
    }
    case 'booking-expired': {
      const f = content.facts;
      return {
        title: `Your booking request for ${f.listingTitle} expired`,
        body: `The host did not answer your request to stay ${stayOf(f)} in time, so it expired. You can request other dates or another place.`,
        action: 'View My Bookings',
      };
    }
    case 'booking-request-expired': {
      const f = content.facts;
      return {
        title: `A booking request for ${f.listingTitle} expired`,
        body: `The request of ${guest(f.renterName)} to stay ${stayOf(f)} expired before it was answered.`,
        action: 'Manage Bookings',
      };
    }
    case 'review-approved': {
      const f = content.facts;
      return {
        title: `Your review of ${f.listingTitle} is published`,
        body: `Thank you! Your ${f.rating}-star review is now shown on the listing.`,
        action: 'View the listing',
      };
    }
    case 'review-rejected': {
      const f = content.facts;
      return {
        title: `Your review of ${f.listingTitle} was not published`,
        body: `An admin rejected your review.${f.reason ? ` Reason: ${asSentence(f.reason)}` : ''} You can edit your review and it will be checked again.`,
        action: 'View the listing',
      };
    }
    case 'review-awaiting-moderation': {
      const f = content.facts;
      return {
        title: `New review to moderate: ${f.listingTitle}`,
        body: `${guest(f.reviewerName)} rated ${f.listingTitle} ${f.rating} out of 5. The review waits for moderation.`,
        action: 'Review Requests',
      };
    }
    case 'host-request-submitted': {
      const f = content.facts;
      return {
        title: `New host request from ${f.requesterName}`,
        body: `${f.requesterName} asked to become a host. Approve or reject the request.`,
        action: 'Host Requests',
      };
    }
    case 'host-request-approved':
      return {
        title: 'You are now a host on Shoreline',
        body:
          'Your host request was approved. Add your first listing: a title, photos, a price per night and the ' +
          'dates it is available. Renters can book it as soon as you create it.',
        action: 'Add your first listing',
      };
    case 'host-request-rejected': {
      const f = content.facts;
      return {
        title: 'Your host request was not approved',
        body: `An admin rejected your request to become a host.${f.reason ? ` Reason: ${asSentence(f.reason)}` : ''} You can send a new request.`,
        action: 'Become a Host',
      };
    }
    case 'calendar-conflict': {
      const f = content.facts;
      return {
        title: `Calendar conflict on ${f.listingTitle}`,
        body:
          `An event imported from ${f.calendarName ?? 'another calendar'} for ${stayOf(f)} overlaps an approved stay. ` +
          'It does not block those nights: check the stay and the other platform.',
        action: 'Open the listing',
      };
    }
    case 'message-received': {
      const f = content.facts;
      return {
        title: `New message from ${f.senderName}`,
        body: `About ${f.listingTitle}: “${f.excerpt}”`,
        action: 'Read and reply',
      };
    }
  }
}
