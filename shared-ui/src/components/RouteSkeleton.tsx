// The shape of a page while its remote, its route chunk or its first data loads: the final layout of
// that route (the home hero and feed grid, the search header and results grid, the listing's gallery
// and headline, a page of cards or a form), drawn at the real sizes so that the page replacing it
// moves nothing that was already on screen, and the slot fills the first viewport (no footer before
// content). The shell shows it in a remote's slot, RemoteRoot while a lazy page arrives, and the
// pages themselves while their first request runs, so all three look the same.
import { FEATURED_LISTINGS } from '@shoreline/shared-domain/constants';
import type { RouteSkeletonKind } from '../routes';
import { Container } from './Container';
import { Grid } from './Grid';
import { ListingCardSkeleton } from './ListingCardSkeleton';
import { Page } from './Page';
import { Skeleton } from './Skeleton';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './RouteSkeleton.module.css';

export interface RouteSkeletonProps {
  kind: RouteSkeletonKind;
  /** What is loading, announced to screen readers (the skeleton itself is hidden from them). */
  label?: string;
}

function CardGrid({ count }: { count: number }) {
  return (
    <Grid>
      {Array.from({ length: count }, (_, index) => (
        <ListingCardSkeleton key={index} />
      ))}
    </Grid>
  );
}

/** `/`: the sea-coloured hero with the search form, then the featured listings grid. */
function HomeSkeleton() {
  return (
    <div className={styles.home}>
      <div className={styles.hero}>
        <Container className={styles.heroInner}>
          <Skeleton className={styles.heroTitle} width="70%" />
          <Skeleton className={styles.heroText} width="85%" />
          <div className={styles.searchForm} />
        </Container>
      </div>
      <Container className={styles.section}>
        <Skeleton className={styles.sectionTitle} width="14rem" />
        <CardGrid count={FEATURED_LISTINGS} />
      </Container>
    </div>
  );
}

/** `/search`: the heading and criteria, the refine form, the results grid. */
function SearchSkeleton() {
  return (
    <Page>
      <div className={styles.header}>
        <Skeleton className={styles.pageTitle} width="16rem" />
        <Skeleton width="12rem" />
      </div>
      <div className={styles.searchForm} />
      <CardGrid count={8} />
    </Page>
  );
}

/** `/listings/:id`: the gallery's frame, the title, place and headline, then the facts. */
function ListingSkeleton() {
  return (
    <Page top={5}>
      <Skeleton variant="rect" height="auto" className={styles.gallery} />
      <div className={styles.header}>
        <Skeleton className={styles.pageTitle} width="75%" />
        <Skeleton className={styles.place} width="40%" />
        <Skeleton width="30%" />
      </div>
      <Skeleton lines={4} />
    </Page>
  );
}

/** `/hosts/:id`: the avatar beside the name and "hosting since", the about text, the listings grid. */
function HostSkeleton() {
  return (
    <Page top={5}>
      <div className={styles.host}>
        <Skeleton variant="circle" width="4.5rem" height="4.5rem" className={styles.avatar} />
        <div className={styles.header}>
          <Skeleton className={styles.pageTitle} width="14rem" />
          <Skeleton width="10rem" />
        </div>
      </div>
      <Skeleton lines={3} />
      <CardGrid count={4} />
    </Page>
  );
}

/** Lists of cards (bookings, listings, requests, notifications). */
function CardsSkeleton() {
  return (
    <Page>
      <Skeleton className={styles.pageTitle} width="14rem" />
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rect" height="9rem" />
      ))}
    </Page>
  );
}

/** Forms (sign-in, profile, a listing's form, a booking decision). */
function FormSkeleton() {
  return (
    <Page>
      <Skeleton className={styles.pageTitle} width="14rem" />
      <div className={styles.form}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rect" height="4.5rem" />
        ))}
        <Skeleton variant="rect" width="9rem" height="2.75rem" />
      </div>
    </Page>
  );
}

const SKELETONS: Record<RouteSkeletonKind, () => React.JSX.Element> = {
  home: HomeSkeleton,
  search: SearchSkeleton,
  listing: ListingSkeleton,
  host: HostSkeleton,
  cards: CardsSkeleton,
  form: FormSkeleton,
};

export function RouteSkeleton({ kind, label = 'Loading page' }: RouteSkeletonProps) {
  const Shape = SKELETONS[kind];
  return (
    <div role="status" aria-label={label} className={styles.slot}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">
        <Shape />
      </div>
    </div>
  );
}
