import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { apiErrorCode } from '@shoreline/shared-ui/api/apiRequestError';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  applyCheckIn,
  applyCheckOut,
  checkInMaxDate,
  checkInMinDate,
  checkOutMaxDate,
  EMPTY_BOOKING_DATES,
  isCheckInDisabled,
  isCheckOutDisabled,
  type BookingDatesState,
} from '@shoreline/shared-domain/bookingDates';
import { MAX_BOOKING_MESSAGE_LENGTH } from '@shoreline/shared-domain/constants';
import type { GuestCounts } from '@shoreline/shared-domain/listingFacts';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { nightsFor, totalPrice } from '@shoreline/shared-domain/pricing';
import type { Availability, IsoDate, Listing } from '@shoreline/shared-domain/types';
import { validateBookingRequest } from '@shoreline/shared-domain/validation/validateBookingRequest';
import { validateGuests } from '@shoreline/shared-domain/validation/validateGuests';
import { Button } from '@shoreline/shared-ui/components/Button';
import { DateRangePicker, type DateRangeValue } from '@shoreline/shared-ui/components/DateRangePicker';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Price } from '@shoreline/shared-ui/components/Price';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import type { BookingConfirmationState } from '../../../lib/bookingConfirmationState';
import { listingLink } from '../../../components/listingLink';
import { keepBookingGuests, takeBookingGuests } from '../../../lib/bookingGuestsDraft';
import { keepBookingMessage, takeBookingMessage } from '../../../lib/bookingMessageDraft';
import { signInRedirect } from '../../../lib/signInRedirect';
import { createBooking } from '../api/createBooking';
import { getAvailability } from '../api/getAvailability';
import styles from './BookingForm.module.css';
import { GuestsField } from './GuestsField';
import { startingGuests } from './startingGuests';

export interface BookingFormProps {
  listing: Pick<Listing, 'id' | 'title' | 'pricePerNight' | 'maxGuests' | 'houseRules'>;
  availability: Availability;
  /** Called with the availability read by the final check, so the page shows what is really free. */
  onAvailabilityChange: (availability: Availability) => void;
  /** A stay carried over from search or from the sign-in round trip; used only if still bookable. */
  initialStay?: { checkin: IsoDate | null; checkout: IsoDate | null };
  today: IsoDate;
}

interface Errors {
  checkIn?: string;
  checkOut?: string;
  guests?: string;
  form?: string;
}

/**
 * The stay carried over from search or sign-in, applied through the same rules as a pick. Search
 * matches on the listing's available-from/to only, so a carried stay can cross booked nights: the
 * renter then sees why it was not kept ('Selected date is not available', 'Selected date range
 * includes unavailable dates') instead of silently empty fields.
 */
function startingDates(
  stay: BookingFormProps['initialStay'],
  availability: Availability,
  today: IsoDate,
): { dates: BookingDatesState; errors: Errors } {
  if (!stay?.checkin) return { dates: EMPTY_BOOKING_DATES, errors: {} };
  const withCheckIn = applyCheckIn(EMPTY_BOOKING_DATES, stay.checkin, availability, today);
  if (!withCheckIn.ok) return { dates: EMPTY_BOOKING_DATES, errors: { checkIn: withCheckIn.message } };
  if (!stay.checkout) return { dates: withCheckIn.value, errors: {} };
  const withCheckOut = applyCheckOut(withCheckIn.value, stay.checkout, availability, today);
  return withCheckOut.ok
    ? { dates: withCheckOut.value, errors: {} }
    : { dates: withCheckIn.value, errors: { checkOut: withCheckOut.message } };
}

/**
 * Check-in, check-out, optional message, the total before booking, Book Now (SPEC 2 screen 5, SPEC 5).
 * Every date rule comes from shared-domain's bookingDates: the pickers grey out days that can never
 * be chosen, and a choice the rules refuse shows their message. Before creating the booking the
 * availability is read again (the final check); signed-out visitors go to sign-in and come back, with
 * their dates (in the return URL), their guests and their message to the host (kept in sessionStorage).
 * Guests (issue 24) stay within the listing's maximum and pet rule, as the server checks again.
 */
export function BookingForm({
  listing,
  availability,
  onAvailabilityChange,
  initialStay,
  today,
}: BookingFormProps) {
  const api = useApi();
  const navigate = useNavigate();
  const signedIn = useSession((session) => session.user !== null);
  const [start] = useState(() => startingDates(initialStay, availability, today));
  const [dates, setDates] = useState<BookingDatesState>(start.dates);
  const [message, setMessage] = useState('');
  // Who is coming: the search's head count as adults, or one adult (issue 24).
  const [searchParams] = useSearchParams();
  const [guests, setGuests] = useState<GuestCounts>(() =>
    startingGuests(searchParams.get('guests'), listing.maxGuests),
  );
  const guestLimits = { maxGuests: listing.maxGuests, petsAllowed: listing.houseRules.petsAllowed };
  const [errors, setErrors] = useState<Errors>(start.errors);
  const [submitting, setSubmitting] = useState(false);

  // The message typed before the sign-in round trip comes back with the dates. Read after the first
  // render: a server-rendered page has no sessionStorage, and hydration must see the same form.
  useEffect(() => {
    const kept = takeBookingMessage(listing.id);
    if (kept !== null) setMessage(kept);
    // The guests chosen before signing in, if the listing still takes them.
    const keptGuests = takeBookingGuests(listing.id);
    const fitting =
      keptGuests &&
      validateGuests(keptGuests, {
        maxGuests: listing.maxGuests,
        petsAllowed: listing.houseRules.petsAllowed,
      });
    if (fitting && fitting.ok) setGuests(fitting.value);
  }, [listing.id, listing.maxGuests, listing.houseRules.petsAllowed]);

  const firstCheckIn = checkInMinDate(availability, today);
  const stay = dates.checkIn && dates.checkOut ? { start: dates.checkIn, end: dates.checkOut } : null;

  const changeDates = (value: DateRangeValue) => {
    if (value.start !== dates.checkIn) {
      if (value.start === null) {
        setDates(EMPTY_BOOKING_DATES);
        setErrors({});
        return;
      }
      const result = applyCheckIn(dates, value.start, availability, today);
      if (result.ok) {
        setDates(result.value);
        setErrors({});
      } else {
        setErrors({ checkIn: result.message });
      }
      return;
    }
    if (value.end !== dates.checkOut) {
      if (value.end === null) {
        setDates({ ...dates, checkOut: null });
        setErrors({});
        return;
      }
      const result = applyCheckOut(dates, value.end, availability, today);
      if (result.ok) {
        setDates(result.value);
        setErrors({});
      } else {
        setErrors({ checkOut: result.message });
      }
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!signedIn) {
      const from = listingLink(listing.id, stay ? { checkin: stay.start, checkout: stay.end } : null);
      const redirect = signInRedirect(from);
      keepBookingMessage(listing.id, message);
      keepBookingGuests(listing.id, guests);
      navigate(redirect.to, { state: redirect.state });
      return;
    }
    const input = { startDate: dates.checkIn, endDate: dates.checkOut, message };
    const checked = validateBookingRequest(input, availability, today);
    if (!checked.ok) {
      setErrors(checked.field === 'endDate' ? { checkOut: checked.message } : { checkIn: checked.message });
      return;
    }
    const party = validateGuests(guests, guestLimits);
    if (!party.ok) {
      setErrors({ guests: party.message });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      let fresh: Availability;
      try {
        fresh = await getAvailability(api, listing.id);
      } catch (error) {
        console.error(MESSAGES.availabilityCheckFailed, error);
        setErrors({ form: MESSAGES.availabilityCheckFailed });
        return;
      }
      onAvailabilityChange(fresh);
      if (!validateBookingRequest(input, fresh, today).ok) {
        setErrors({ form: MESSAGES.bookingDatesNoLongerAvailable });
        return;
      }
      const booking = await createBooking(api, {
        listingId: listing.id,
        startDate: checked.value.startDate,
        endDate: checked.value.endDate,
        guests: party.value,
        ...(checked.value.message ? { message: checked.value.message } : {}),
      });
      const state: BookingConfirmationState = { booking };
      navigate(paths.bookingConfirmation(), { state });
    } catch (error) {
      console.error(MESSAGES.createBookingFailed, error);
      setErrors({ form: errorMessage(error, MESSAGES.createBookingFailed) });
      // The dates were taken meanwhile: show the calendar as it is now.
      if (apiErrorCode(error) === 'BOOKING_DATES_TAKEN') {
        getAvailability(api, listing.id).then(onAvailabilityChange, () => undefined);
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (firstCheckIn === null) {
    return <p className={styles.muted}>This listing has no free dates left to book.</p>;
  }

  return (
    <form
      className={styles.form}
      aria-labelledby="booking-form-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="booking-form-title" className={styles.title}>
        Book your stay
      </h2>
      <p className={styles.price}>
        <Price amountEur={listing.pricePerNight} suffix="/night" />
      </p>
      <DateRangePicker
        value={{ start: dates.checkIn, end: dates.checkOut }}
        onChange={changeDates}
        min={firstCheckIn}
        startMax={checkInMaxDate(availability)}
        max={checkOutMaxDate(availability)}
        isStartDisabled={(date) => isCheckInDisabled(date, availability, today)}
        // Free nights only: a check-out that would put the stay across a booked night cannot be
        // picked (issue 24); one carried over from search is still refused with its message.
        isEndDisabled={(date, start) => isCheckOutDisabled(date, start, availability, today)}
        endDisabledHint={MESSAGES.checkInFirst}
        startError={errors.checkIn}
        endError={errors.checkOut}
        today={today}
        required
      />
      <GuestsField
        value={guests}
        onChange={(next) => {
          setGuests(next);
          if (errors.guests) setErrors({ ...errors, guests: undefined });
        }}
        maxGuests={listing.maxGuests}
        petsAllowed={listing.houseRules.petsAllowed}
        error={errors.guests}
      />
      <TextField
        label="Message to the host (optional)"
        multiline
        rows={3}
        maxLength={MAX_BOOKING_MESSAGE_LENGTH}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {stay && (
        <dl className={styles.total} aria-live="polite">
          <div className={styles.totalRow}>
            <dt>Nights</dt>
            <dd>{nightsFor(stay)}</dd>
          </div>
          <div className={styles.totalRow}>
            <dt>Price per night</dt>
            <dd>
              <Price amountEur={listing.pricePerNight} />
            </dd>
          </div>
          <div className={styles.totalRow}>
            <dt className={styles.totalLabel}>Total</dt>
            <dd className={styles.totalValue} data-testid="booking-total">
              <Price amountEur={totalPrice(listing.pricePerNight, stay)} />
            </dd>
          </div>
        </dl>
      )}
      {errors.form && <ErrorBox message={errors.form} />}
      <Button type="submit" fullWidth size="lg" loading={submitting}>
        Book Now
      </Button>
      {!signedIn && <p className={styles.muted}>You will be asked to sign in first.</p>}
    </form>
  );
}
