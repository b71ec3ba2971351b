import { useSearchParams } from 'react-router-dom';
import { isDateBefore, isIsoDate } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { FavouriteListing } from '@shoreline/shared-domain/types';
import { DateRangePicker, type DateRangeValue } from '@shoreline/shared-ui/components/DateRangePicker';
import { EmptyState } from '@shoreline/shared-ui/components/EmptyState';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Grid } from '@shoreline/shared-ui/components/Grid';
import { ListingCard } from '@shoreline/shared-ui/components/ListingCard';
import { ListingCardSkeleton } from '@shoreline/shared-ui/components/ListingCardSkeleton';
import { LoadMore } from '@shoreline/shared-ui/components/LoadMore';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { paths } from '@shoreline/shared-ui/routes';
import { useToday } from '@shoreline/shared-ui/shell/useToday';
import { FavouriteToggle } from '../../../components/FavouriteToggle';
import { listingLink } from '../../../components/listingLink';
import { useFavourites } from '../hooks/useFavourites';
import styles from './FavouritesPage.module.css';

/** The stay in the URL (`?checkin=&checkout=`), when it is one: Back, reload and sharing keep it. */
function stayOf(params: URLSearchParams): { checkin: string; checkout: string } | null {
  const checkin = params.get('checkin');
  const checkout = params.get('checkout');
  return isIsoDate(checkin) && isIsoDate(checkout) && isDateBefore(checkin, checkout)
    ? { checkin, checkout }
    : null;
}

/** Whether a saved listing is free for the chosen stay, said on its card. */
function Availability({ available }: { available: boolean }) {
  return (
    <p className={available ? styles.available : styles.unavailable}>
      {available ? MESSAGES.favouriteAvailable : MESSAGES.favouriteNotAvailable}
    </p>
  );
}

/** `/favourites` (issue 24 item 6): the signed-in person's saved listings, with dates to check. */
export default function FavouritesPage() {
  const [params, setParams] = useSearchParams();
  const stay = stayOf(params);
  const favourites = useFavourites(stay);
  const today = useToday();
  // A check-in chosen alone stays in the field while the check-out is picked.
  const checkin = params.get('checkin');
  const dates: DateRangeValue = {
    start: stay?.checkin ?? (isIsoDate(checkin) ? checkin : null),
    end: stay?.checkout ?? null,
  };

  const changeDates = (value: DateRangeValue) => {
    const next = new URLSearchParams();
    if (value.start) next.set('checkin', value.start);
    if (value.start && value.end) next.set('checkout', value.end);
    setParams(next, { replace: true });
  };

  return (
    <Page gap={6}>
      <PageHeader title={MESSAGES.favouritesTitle} />
      <DateRangePicker
        className={styles.dates}
        value={dates}
        onChange={changeDates}
        min={today}
        today={today}
        clearable
      />
      {!stay && <p className={styles.hint}>{MESSAGES.favouritesDatesHint}</p>}
      {favourites.status === 'loading' && (
        <div role="status" aria-label="Loading your favourites">
          <Grid>
            {[0, 1, 2, 3].map((index) => (
              <ListingCardSkeleton key={index} />
            ))}
          </Grid>
        </div>
      )}
      {favourites.status === 'error' && (
        <ErrorBox
          message={MESSAGES.favouritesFetchFailed}
          action={{ label: 'Retry', onClick: favourites.reload }}
        />
      )}
      {favourites.status === 'success' && favourites.data.length === 0 && (
        <EmptyState
          title={MESSAGES.favouritesEmpty}
          text={MESSAGES.favouritesEmptyHint}
          action={{ label: MESSAGES.favouritesFindStays, href: paths.search() }}
        />
      )}
      {favourites.status === 'success' && favourites.data.length > 0 && (
        <>
          <Grid aria-label={MESSAGES.favouritesTitle}>
            {favourites.data.map((listing: FavouriteListing) => (
              <ListingCard
                key={listing.id}
                listing={listing}
                href={listingLink(listing.id, stay)}
                stay={stay ? { start: stay.checkin, end: stay.checkout } : null}
                headingLevel={2}
                corner={<FavouriteToggle listingId={listing.id} title={listing.title} />}
                actions={
                  listing.availableForStay === null ? undefined : (
                    <Availability available={listing.availableForStay} />
                  )
                }
              />
            ))}
          </Grid>
          <LoadMore list={favourites} />
        </>
      )}
    </Page>
  );
}
