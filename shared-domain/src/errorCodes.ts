// The machine codes of the API's errors (issue 23): every error body carries one (`code`), so clients
// branch on it instead of on English text, and translations key on it. One catalogue: a message of
// `MESSAGES` that the API answers with, or that a rule fails with, has exactly one code here, and a
// code stands for at most one message. The codes below it stand for answers whose text is not one
// fixed message (a schema's own wording, a route that does not exist, a plugin's refusal, a notice
// built from facts). A code,
// once released, never changes meaning: clients compare it.
import { decidedMeanwhileNotice, MESSAGES, type DecidedMeanwhileNotice, type MessageKey } from './messages';
import { HOST_REQUEST_STATUSES, REVIEW_STATUSES } from './types';

/** `MESSAGES` key -> its code. */
export const ERROR_CODE_OF_MESSAGE = {
  // --- General ---
  somethingWentWrong: 'INTERNAL',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  tooManyRequests: 'RATE_LIMITED',
  invalidRequest: 'INVALID_REQUEST',
  invalidCursor: 'INVALID_CURSOR',
  signInRequired: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',

  // --- Auth and account ---
  signInFailed: 'SIGN_IN_FAILED',
  signInFieldsRequired: 'SIGN_IN_FIELDS_REQUIRED',
  signUpEmailInUse: 'EMAIL_IN_USE',
  nameRequired: 'NAME_REQUIRED',
  nameTooLong: 'NAME_TOO_LONG',
  nameInvalidCharacters: 'NAME_INVALID_CHARACTERS',
  nameNeedsLetter: 'NAME_NEEDS_LETTER',
  aboutTooLong: 'ABOUT_TOO_LONG',
  hostNotFound: 'HOST_NOT_FOUND',
  emailRequired: 'EMAIL_REQUIRED',
  emailInvalid: 'EMAIL_INVALID',
  emailTooLong: 'EMAIL_TOO_LONG',
  passwordRequired: 'PASSWORD_REQUIRED',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  confirmPasswordRequired: 'CONFIRM_PASSWORD_REQUIRED',
  passwordsDontMatch: 'PASSWORDS_DONT_MATCH',
  currentPasswordRequired: 'CURRENT_PASSWORD_REQUIRED',
  currentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  newPasswordSameAsCurrent: 'NEW_PASSWORD_SAME_AS_CURRENT',
  textInvalidCharacters: 'TEXT_INVALID_CHARACTERS',
  passwordResetLinkInvalid: 'PASSWORD_RESET_LINK_INVALID',
  emailVerificationLinkInvalid: 'EMAIL_VERIFICATION_LINK_INVALID',
  emailAlreadyVerified: 'EMAIL_ALREADY_VERIFIED',
  sessionNotFound: 'SESSION_NOT_FOUND',
  unsubscribeLinkInvalid: 'UNSUBSCRIBE_LINK_INVALID',

  // --- Become a host ---
  hostRequestAlreadyPending: 'HOST_REQUEST_ALREADY_PENDING',
  becomeHostEmailRegistered: 'BECOME_HOST_EMAIL_REGISTERED',
  becomeHostFailed: 'BECOME_HOST_FAILED',
  reasonRequired: 'HOST_REASON_REQUIRED',
  reasonTooLong: 'HOST_REASON_TOO_LONG',
  alreadyHostRequest: 'ALREADY_HOST',
  hostRequestNotFound: 'HOST_REQUEST_NOT_FOUND',
  hostRequestNotPending: 'HOST_REQUEST_NOT_PENDING',
  hostRequestRejectionTooLong: 'HOST_REQUEST_REJECTION_TOO_LONG',

  // --- Listings and images ---
  listingNotFound: 'LISTING_NOT_FOUND',
  notListingOwner: 'NOT_LISTING_OWNER',
  titleRequired: 'TITLE_REQUIRED',
  titleTooLong: 'TITLE_TOO_LONG',
  descriptionRequired: 'DESCRIPTION_REQUIRED',
  descriptionTooLong: 'DESCRIPTION_TOO_LONG',
  priceRequired: 'PRICE_REQUIRED',
  priceInvalid: 'PRICE_INVALID',
  priceTooManyDecimals: 'PRICE_TOO_MANY_DECIMALS',
  priceOutOfRange: 'PRICE_OUT_OF_RANGE',
  addressRequired: 'ADDRESS_REQUIRED',
  addressTooLong: 'ADDRESS_TOO_LONG',
  cityRequired: 'CITY_REQUIRED',
  countryRequired: 'COUNTRY_REQUIRED',
  placeTooLong: 'PLACE_TOO_LONG',
  availableFromRequired: 'AVAILABLE_FROM_REQUIRED',
  availableToRequired: 'AVAILABLE_TO_REQUIRED',
  dateInvalid: 'DATE_INVALID',
  listingDatesOutOfOrder: 'LISTING_DATES_OUT_OF_ORDER',
  maxGuestsInvalid: 'MAX_GUESTS_INVALID',
  propertyTypeRequired: 'PROPERTY_TYPE_REQUIRED',
  bedroomsInvalid: 'BEDROOMS_INVALID',
  bedsInvalid: 'BEDS_INVALID',
  bathroomsInvalid: 'BATHROOMS_INVALID',
  checkInFromInvalid: 'CHECK_IN_FROM_INVALID',
  checkOutByInvalid: 'CHECK_OUT_BY_INVALID',
  houseRulesTooLong: 'HOUSE_RULES_TOO_LONG',
  amenityUnknown: 'AMENITY_UNKNOWN',
  maxImages: 'TOO_MANY_IMAGES',
  newListingImageRequired: 'LISTING_IMAGE_REQUIRED',
  editListingImageRequired: 'LISTING_IMAGE_KEPT_REQUIRED',
  imageNotAnImage: 'IMAGE_NOT_AN_IMAGE',
  imageTooLarge: 'IMAGE_TOO_LARGE',
  imageTooManyPixels: 'IMAGE_TOO_MANY_PIXELS',
  imagePixelBudgetSpent: 'IMAGE_PIXEL_BUDGET_SPENT',
  imageProcessingBusy: 'IMAGE_PROCESSING_BUSY',
  listingPhotoNotUploaded: 'LISTING_PHOTO_NOT_UPLOADED',
  destinationImageNotUploaded: 'DESTINATION_IMAGE_NOT_UPLOADED',

  // --- Search ---
  searchSortUnknown: 'SEARCH_SORT_UNKNOWN',
  searchPriceInvalid: 'SEARCH_PRICE_INVALID',
  searchLocationTooLong: 'SEARCH_LOCATION_TOO_LONG',
  searchCheckoutMissing: 'SEARCH_CHECKOUT_MISSING',
  searchPriceRangeInverted: 'SEARCH_PRICE_RANGE_INVERTED',
  searchCurrencyUnknown: 'SEARCH_CURRENCY_UNKNOWN',
  searchGuestsInvalid: 'SEARCH_GUESTS_INVALID',
  searchBedroomsInvalid: 'SEARCH_BEDROOMS_INVALID',
  searchPropertyTypeUnknown: 'SEARCH_PROPERTY_TYPE_UNKNOWN',
  searchAmenityUnknown: 'SEARCH_AMENITY_UNKNOWN',
  adultsRequired: 'ADULTS_REQUIRED',
  guestCountInvalid: 'GUEST_COUNT_INVALID',
  guestsOverMaximum: 'GUESTS_OVER_MAXIMUM',
  infantsOverMaximum: 'INFANTS_OVER_MAXIMUM',
  petsNotAllowed: 'PETS_NOT_ALLOWED',

  // --- Bookings ---
  dateNotAvailable: 'DATE_NOT_AVAILABLE',
  rangeIncludesUnavailable: 'RANGE_INCLUDES_UNAVAILABLE',
  bookingDatesUnavailable: 'BOOKING_DATES_TAKEN',
  bookingDatesRequired: 'BOOKING_DATES_REQUIRED',
  checkInRequired: 'CHECK_IN_REQUIRED',
  checkOutRequired: 'CHECK_OUT_REQUIRED',
  checkInFirst: 'CHECK_IN_FIRST',
  checkOutBeforeCheckIn: 'CHECK_OUT_BEFORE_CHECK_IN',
  bookingMessageTooLong: 'BOOKING_MESSAGE_TOO_LONG',
  cannotBookOwnListing: 'CANNOT_BOOK_OWN_LISTING',
  listingUnavailable: 'LISTING_UNAVAILABLE',
  bookingNotFound: 'BOOKING_NOT_FOUND',
  bookingNotPendingApprove: 'BOOKING_NOT_PENDING_APPROVE',
  bookingNotPendingReject: 'BOOKING_NOT_PENDING_REJECT',
  bookingNotPendingCancel: 'BOOKING_NOT_PENDING_CANCEL',
  onlyHostDecidesBooking: 'ONLY_HOST_DECIDES_BOOKING',
  onlyRenterCancelsBooking: 'ONLY_RENTER_CANCELS_BOOKING',
  bookingExpired: 'BOOKING_EXPIRED',
  bookingDeclineReasonTooLong: 'BOOKING_DECLINE_REASON_TOO_LONG',
  approveNightsTaken: 'APPROVE_NIGHTS_TAKEN',

  // --- Reviews ---
  reviewBookingRequired: 'REVIEW_BOOKING_REQUIRED',
  reviewRatingRequired: 'REVIEW_RATING_REQUIRED',
  reviewCommentRequired: 'REVIEW_COMMENT_REQUIRED',
  reviewOnlyAfterStay: 'REVIEW_ONLY_AFTER_STAY',
  reviewRatingInvalid: 'REVIEW_RATING_INVALID',
  reviewCommentTooLong: 'REVIEW_COMMENT_TOO_LONG',
  reviewNotFound: 'REVIEW_NOT_FOUND',
  reviewNotEligible: 'REVIEW_NOT_ELIGIBLE',
  reviewAlreadyExists: 'REVIEW_ALREADY_EXISTS',
  onlyReviewerChangesReview: 'ONLY_REVIEWER_CHANGES_REVIEW',
  reviewNotPending: 'REVIEW_NOT_PENDING',
  rejectionReasonRequired: 'REVIEW_REJECTION_REASON_REQUIRED',

  // --- Admin: destinations ---
  destinationNameAndImageRequired: 'DESTINATION_NAME_AND_IMAGE_REQUIRED',
  destinationNameRequired: 'DESTINATION_NAME_REQUIRED',
  destinationNotFound: 'DESTINATION_NOT_FOUND',
  destinationAlreadyFirst: 'DESTINATION_ALREADY_FIRST',
  destinationAlreadyLast: 'DESTINATION_ALREADY_LAST',

  // --- Notifications ---
  notificationNotFound: 'NOTIFICATION_NOT_FOUND',
  tooManyNotificationStreams: 'TOO_MANY_NOTIFICATION_STREAMS',
  liveNotificationsUnavailable: 'LIVE_NOTIFICATIONS_UNAVAILABLE',

  // --- Favourites ---
  favouritesLimitReached: 'FAVOURITES_LIMIT_REACHED',

  // --- Messages between renters and hosts (issue 25) ---
  messageRequired: 'MESSAGE_REQUIRED',
  messageTooLong: 'MESSAGE_TOO_LONG',
  messageInvalidCharacters: 'MESSAGE_INVALID_CHARACTERS',
  reportReasonRequired: 'REPORT_REASON_REQUIRED',
  reportReasonTooLong: 'REPORT_REASON_TOO_LONG',
  conversationNotFound: 'CONVERSATION_NOT_FOUND',
  conversationReportNotFound: 'CONVERSATION_REPORT_NOT_FOUND',
  conversationAlreadyReported: 'CONVERSATION_ALREADY_REPORTED',
  cannotMessageOwnListing: 'CANNOT_MESSAGE_OWN_LISTING',
  hostCannotStartConversation: 'HOST_CANNOT_START_CONVERSATION',
  messagingRateLimited: 'MESSAGING_RATE_LIMITED',
  newConversationsRateLimited: 'NEW_CONVERSATIONS_RATE_LIMITED',
  conversationRecipientDeactivated: 'CONVERSATION_RECIPIENT_DEACTIVATED',
  accountDeactivatedSignIn: 'ACCOUNT_DEACTIVATED',

  // --- Host calendar: blocks and iCal sync ---
  blockStartRequired: 'BLOCK_START_REQUIRED',
  blockEndRequired: 'BLOCK_END_REQUIRED',
  blockRangeInvalid: 'BLOCK_RANGE_INVALID',
  blockOutsideWindow: 'BLOCK_OUTSIDE_WINDOW',
  blockInPast: 'BLOCK_IN_PAST',
  blockNoteTooLong: 'BLOCK_NOTE_TOO_LONG',
  blockOverlapsStay: 'BLOCK_OVERLAPS_STAY',
  blockOverlapsBlock: 'BLOCK_OVERLAPS_BLOCK',
  blockNotFound: 'BLOCK_NOT_FOUND',
  importedBlockNotRemovable: 'IMPORTED_BLOCK_NOT_REMOVABLE',
  calendarNotFound: 'CALENDAR_NOT_FOUND',
  calendarNameRequired: 'CALENDAR_NAME_REQUIRED',
  calendarNameTooLong: 'CALENDAR_NAME_TOO_LONG',
  calendarUrlInvalid: 'CALENDAR_URL_INVALID',
  calendarUrlNotHttps: 'CALENDAR_URL_NOT_HTTPS',
  calendarUrlDuplicate: 'CALENDAR_URL_DUPLICATE',
  calendarLimitReached: 'CALENDAR_LIMIT_REACHED',
  calendarFeedNotFound: 'CALENDAR_FEED_NOT_FOUND',
  calendarSyncUnreachable: 'CALENDAR_SYNC_UNREACHABLE',
  calendarSyncRefusedAddress: 'CALENDAR_SYNC_REFUSED_ADDRESS',
  calendarSyncTooManyRedirects: 'CALENDAR_SYNC_TOO_MANY_REDIRECTS',
  calendarSyncTooBig: 'CALENDAR_SYNC_TOO_BIG',
  calendarSyncNotICalendar: 'CALENDAR_SYNC_NOT_ICALENDAR',
  calendarSyncHttpError: 'CALENDAR_SYNC_HTTP_ERROR',
  calendarSyncTooManyEvents: 'CALENDAR_SYNC_TOO_MANY_EVENTS',
  calendarSyncReservedUid: 'CALENDAR_SYNC_RESERVED_UID',
  calendarSyncTooComplex: 'CALENDAR_SYNC_TOO_COMPLEX',
  calendarSyncUnreadable: 'CALENDAR_SYNC_UNREADABLE',
  calendarSyncRateLimited: 'CALENDAR_SYNC_RATE_LIMITED',
  calendarAddRateLimited: 'CALENDAR_ADD_RATE_LIMITED',
} as const satisfies Partial<Record<MessageKey, string>>;

/**
 * Codes of answers that are not one message of the catalogue: the text is the schema validator's,
 * fastify's or a plugin's (`VALIDATION_FAILED`, `MALFORMED_BODY`, ...), or is built from facts
 * (`*_DECIDED_MEANWHILE`: `decidedMeanwhileNotice`, how another admin decided), or names a route
 * that does not exist (`NOT_FOUND`).
 */
export const ERROR_CODES_WITHOUT_ONE_MESSAGE = [
  'VALIDATION_FAILED',
  'MALFORMED_BODY',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'REQUEST_REFUSED',
  'NOT_ACCEPTABLE',
  // Refused by the HTTP server before routing (fastify's client-error handler).
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'MALFORMED_REQUEST',
  'HOST_REQUEST_DECIDED_MEANWHILE',
  'REVIEW_DECIDED_MEANWHILE',
] as const;

export type CodedMessageKey = keyof typeof ERROR_CODE_OF_MESSAGE;
/**
 * A text whose code follows from it: a message of the catalogue that has a code, or a
 * decided-meanwhile notice. The only texts an error can be built from without naming its code.
 */
export type CodedMessage = (typeof MESSAGES)[CodedMessageKey] | DecidedMeanwhileNotice;
export type ErrorCode =
  (typeof ERROR_CODE_OF_MESSAGE)[CodedMessageKey] | (typeof ERROR_CODES_WITHOUT_ONE_MESSAGE)[number];

/** Every code, sorted: the OpenAPI `Error.code` enum. */
export const ERROR_CODES: readonly ErrorCode[] = Object.freeze(
  [
    ...new Set<ErrorCode>([...Object.values(ERROR_CODE_OF_MESSAGE), ...ERROR_CODES_WITHOUT_ONE_MESSAGE]),
  ].sort(),
);

/** Every text of a decided-meanwhile notice, with its code. */
function decidedMeanwhileCodes(): [string, ErrorCode][] {
  const texts = (item: 'host request' | 'review', statuses: readonly string[], code: ErrorCode) =>
    statuses.flatMap((status) => {
      const text = decidedMeanwhileNotice(item, status as (typeof REVIEW_STATUSES)[number]);
      return text ? [[text, code] as [string, ErrorCode]] : [];
    });
  return [
    ...texts('host request', HOST_REQUEST_STATUSES, 'HOST_REQUEST_DECIDED_MEANWHILE'),
    ...texts('review', REVIEW_STATUSES, 'REVIEW_DECIDED_MEANWHILE'),
  ];
}

const CODE_OF_TEXT: ReadonlyMap<string, ErrorCode> = new Map([
  ...(Object.keys(ERROR_CODE_OF_MESSAGE) as CodedMessageKey[]).map((key): [string, ErrorCode] => [
    MESSAGES[key],
    ERROR_CODE_OF_MESSAGE[key],
  ]),
  ...decidedMeanwhileCodes(),
]);

/** The code of a coded text (a catalogue message as MESSAGES holds it, or a decided-meanwhile notice). */
export function errorCodeOf(message: CodedMessage): ErrorCode {
  const code = CODE_OF_TEXT.get(message);
  // Unreachable while the types hold (a CodedMessage is a key of the map); a bug, not an input.
  if (code === undefined) throw new Error(`no error code for message ${JSON.stringify(message)}`);
  return code;
}

/** Whether `value` is a code of the catalogue (a client reading an answer it did not type). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
