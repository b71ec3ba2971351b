// The booking state machine (SPEC 4, PRODUCT 2): only `pending` moves: to `approved` or `rejected`
// by the listing's host, or to `cancelled` by the renter who asked, or to `expired` by the clock when
// nobody answers in time (PRODUCT 24, `bookingExpiry.ts`; no actor takes that step). Anything else is refused; the
// API answers a refused transition with 409 and a refused actor with 403, both with these messages.
import { MESSAGES } from './messages';
import type { CodedMessage } from './errorCodes';
import { fail, succeed, type Result } from './result';
import type { Booking, BookingStatus } from './types';

export type BookingAction = 'approve' | 'reject' | 'cancel';
/** Who may take an action: the listing's host or the booking's renter. */
export type BookingActor = 'host' | 'renter';

interface BookingTransition {
  from: BookingStatus;
  to: BookingStatus;
  actor: BookingActor;
  /** Refusal when the booking is not in `from`. */
  notAllowedMessage: CodedMessage;
  /** Refusal when someone other than `actor` tries. */
  wrongActorMessage: CodedMessage;
}

export const BOOKING_TRANSITIONS: Readonly<Record<BookingAction, BookingTransition>> = Object.freeze({
  approve: {
    from: 'pending',
    to: 'approved',
    actor: 'host',
    notAllowedMessage: MESSAGES.bookingNotPendingApprove,
    wrongActorMessage: MESSAGES.onlyHostDecidesBooking,
  },
  reject: {
    from: 'pending',
    to: 'rejected',
    actor: 'host',
    notAllowedMessage: MESSAGES.bookingNotPendingReject,
    wrongActorMessage: MESSAGES.onlyHostDecidesBooking,
  },
  cancel: {
    from: 'pending',
    to: 'cancelled',
    actor: 'renter',
    notAllowedMessage: MESSAGES.bookingNotPendingCancel,
    wrongActorMessage: MESSAGES.onlyRenterCancelsBooking,
  },
});

export const BOOKING_ACTIONS = Object.keys(BOOKING_TRANSITIONS) as BookingAction[];

export function isBookingAction(value: unknown): value is BookingAction {
  return typeof value === 'string' && Object.hasOwn(BOOKING_TRANSITIONS, value);
}

/** The status after `action`, or a `conflict` failure when the booking is not pending. */
export function nextBookingStatus(current: BookingStatus, action: BookingAction): Result<BookingStatus> {
  const transition = BOOKING_TRANSITIONS[action];
  // An expired request says why nobody can answer it any more (PRODUCT 24).
  if (current === 'expired') return fail(MESSAGES.bookingExpired, 'status', 'conflict');
  if (current !== transition.from) return fail(transition.notAllowedMessage, 'status', 'conflict');
  return succeed(transition.to);
}

type BookingParties = Pick<Booking, 'hostId' | 'renterId'>;

/** True when `userId` is the party allowed to take `action` on this booking. */
export function isBookingActor(booking: BookingParties, userId: string, action: BookingAction): boolean {
  const { actor } = BOOKING_TRANSITIONS[action];
  return actor === 'host' ? booking.hostId === userId : booking.renterId === userId;
}

/**
 * The whole decision the API makes: the actor first (403 `forbidden`), then the state (409
 * `conflict`). Returns the new status on success.
 */
export function decideBookingAction(
  booking: BookingParties & Pick<Booking, 'status'>,
  userId: string,
  action: BookingAction,
): Result<BookingStatus> {
  if (!isBookingActor(booking, userId, action)) {
    return fail(BOOKING_TRANSITIONS[action].wrongActorMessage, undefined, 'forbidden');
  }
  return nextBookingStatus(booking.status, action);
}

/** The actions a user can take on a booking right now: which buttons to show. */
export function availableBookingActions(
  booking: BookingParties & Pick<Booking, 'status'>,
  userId: string,
): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => decideBookingAction(booking, userId, action).ok);
}
