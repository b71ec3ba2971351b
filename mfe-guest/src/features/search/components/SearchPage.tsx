import { useSearchParams } from 'react-router-dom';
import { formatDisplayDate } from '@shoreline/shared-domain/dates';
import { countFactFilters, type FactFilters } from '@shoreline/shared-domain/factFilters';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { MAX_SEARCH_LOCATION_LENGTH } from '@shoreline/shared-domain/constants';
import { parseSearchParams, type ParsedSearch } from '@shoreline/shared-domain/search';
import { typedSearchDates } from '@shoreline/shared-domain/searchFormChecks';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Page } from '@shoreline/shared-ui/components/Page';
import { EmptyState } from '@shoreline/shared-ui/components/EmptyState';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Grid } from '@shoreline/shared-ui/components/Grid';
import { ListingCard } from '@shoreline/shared-ui/components/ListingCard';
import { FavouriteToggle } from '../../../components/FavouriteToggle';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { paths } from '@shoreline/shared-ui/routes';
import { SearchForm } from '../../../components/SearchForm';
import { listingLink } from '../../../components/listingLink';
import { useListingSearch } from '../hooks/useListingSearch';
import { useLoadOnScroll } from '../hooks/useLoadOnScroll';
import { clearSearchFilters } from '../utils/clearSearchFilters';
import { setFactFilterParams } from '../utils/setFactFilterParams';
import { FactFiltersPanel } from './FactFiltersPanel';
import { FiltersSheet } from './FiltersSheet';
import { SearchFilters } from './SearchFilters';
import styles from './SearchPage.module.css';

function describe(criteria: ParsedSearch): string {
  const place = criteria.location ? `in “${criteria.location}”` : 'everywhere';
  if (criteria.checkin && criteria.checkout) {
    return `Stays ${place}, ${formatDisplayDate(criteria.checkin)} - ${formatDisplayDate(criteria.checkout)}`;
  }
  return `Stays ${place}, any dates`;
}

/** "37 stays in Lisbon": every match, not just the cards loaded so far. */
function totalText(total: number, capped: boolean, location: string | null): string {
  const stays = capped ? `${total}+ stays` : `${total} ${total === 1 ? 'stay' : 'stays'}`;
  return location ? `${stays} in ${location}` : `${stays} found`;
}

/**
 * `/search?location&checkin&checkout&minPrice&maxPrice&currency&sort&guests&type&minBedrooms&amenities`
 * (SPEC 2 screen 1, issues 10 and 24).
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const criteria = parseSearchParams(params);
  // The dates as the URL carries them: kept in the form, with why they were read as any dates.
  const typed = typedSearchDates(params);
  // A "Where" past the API's limit (a hand-made link) would only fail: the form says it is too
  // long, and the search uses what fits.
  const search = useListingSearch(
    criteria.location && criteria.location.length > MAX_SEARCH_LOCATION_LENGTH
      ? { ...criteria, location: criteria.location.slice(0, MAX_SEARCH_LOCATION_LENGTH).trim() }
      : criteria,
  );
  const canLoadMore =
    search.status === 'success' && search.hasMore && !search.loadingMore && !search.loadMoreFailed;
  const sentinel = useLoadOnScroll<HTMLDivElement>(
    search.status === 'success' ? search.loadMore : () => undefined,
    canLoadMore,
  );
  const dates =
    criteria.checkin && criteria.checkout ? { checkin: criteria.checkin, checkout: criteria.checkout } : null;
  const stay = dates ? { start: dates.checkin, end: dates.checkout } : null;
  // "Filters (3)": the facts filters and the price bounds (one, whichever bounds are set).
  const filterCount =
    countFactFilters(criteria.facts) + (criteria.minPrice !== null || criteria.maxPrice !== null ? 1 : 0);
  const changeFacts = (next: FactFilters) => setParams(setFactFilterParams(params, next));
  const clearFilters = () => setParams(clearSearchFilters(params));

  return (
    <Page>
      <header className={styles.header}>
        <h1 className={styles.title}>Search results</h1>
        <p className={styles.criteria}>{describe(criteria)}</p>
      </header>
      <SearchForm
        key={`${criteria.location ?? ''}|${typed.start ?? ''}|${typed.end ?? ''}`}
        label="Refine your search"
        initialLocation={criteria.location}
        initialCheckin={typed.start}
        initialCheckout={typed.end}
        datesNotice={typed.notice}
        keepFilters={params}
      />
      <SearchFilters
        key={`${criteria.minPrice ?? ''}|${criteria.maxPrice ?? ''}|${criteria.currency ?? ''}`}
        criteria={criteria}
      />
      <section className={styles.factFilters} aria-label="Filters">
        <FactFiltersPanel facts={criteria.facts} onChange={changeFacts} />
        {filterCount > 0 && (
          <div>
            <Button variant="ghost" size="sm" onClick={clearFilters}>
              Clear all filters
            </Button>
          </div>
        )}
      </section>
      <FiltersSheet
        facts={criteria.facts}
        count={filterCount}
        total={search.status === 'success' ? search.total : null}
        totalCapped={search.status === 'success' && search.totalCapped}
        onChange={changeFacts}
        onClearAll={clearFilters}
      />
      <div aria-live="polite" aria-busy={search.status === 'loading'} className={styles.results}>
        {search.status === 'loading' && <Spinner block showLabel label="Searching listings" />}
        {search.status === 'error' && (
          <ErrorBox
            message={MESSAGES.listingsFetchFailed}
            action={{ label: 'Retry', onClick: search.retry }}
          />
        )}
        {search.status === 'success' && search.items.length === 0 && filterCount > 0 && (
          <EmptyState
            title={MESSAGES.noStaysMatchFilters}
            text={MESSAGES.tryRemovingFilters}
            action={{ label: 'Clear filters', onClick: clearFilters, variant: 'secondary' }}
          />
        )}
        {search.status === 'success' && search.items.length === 0 && filterCount === 0 && (
          <EmptyState
            title={MESSAGES.noListingsFound}
            text={MESSAGES.tryAdjustingSearch}
            action={{ label: 'Show all listings', href: paths.search(), variant: 'secondary' }}
          />
        )}
        {search.status === 'success' && search.items.length > 0 && (
          <>
            <p className={styles.count}>{totalText(search.total, search.totalCapped, criteria.location)}</p>
            <Grid aria-label="Search results">
              {search.items.map((listing, index) => (
                <ListingCard
                  key={listing.id}
                  listing={listing}
                  href={listingLink(listing.id, dates, criteria.facts.guests)}
                  stay={stay}
                  headingLevel={2}
                  corner={<FavouriteToggle listingId={listing.id} title={listing.title} />}
                  // The first row is on screen at once; the first card's photo is the page's LCP.
                  imageLoading={index < 4 ? 'eager' : 'lazy'}
                  imagePriority={index === 0}
                />
              ))}
            </Grid>
            {search.hasMore && (
              <div ref={sentinel} className={styles.more}>
                {search.loadMoreFailed && <ErrorBox message={MESSAGES.listingsFetchFailed} />}
                <Button variant="secondary" loading={search.loadingMore} onClick={search.loadMore}>
                  Show more
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
