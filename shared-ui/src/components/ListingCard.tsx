import type { ReactNode } from 'react';
import { formatDisplayDateRange } from '@shoreline/shared-domain/dates';
import type { ListingSummary } from '@shoreline/shared-domain/types';
import { AppLink, type RenderLink } from './AppLink';
import { FALLBACK_LISTING_IMAGE } from './fallbackImage';
import { Price } from './Price';
import { StarRating } from './StarRating';
import styles from './ListingCard.module.css';

export type ListingCardData = Pick<
  ListingSummary,
  | 'title'
  | 'pricePerNight'
  | 'city'
  | 'country'
  | 'availableFrom'
  | 'availableTo'
  | 'photo'
  | 'averageRating'
  | 'reviewCount'
>;

export interface ListingCardProps {
  listing: ListingCardData;
  /** Where the card leads, e.g. paths.listing(listing.id). */
  href: string;
  /** Custom link element; by default a react-router Link inside a router, else an <a>. */
  renderLink?: RenderLink;
  headingLevel?: 2 | 3 | 4;
  /** Over the photo's corner, e.g. <Badge tone="active" />. */
  badge?: ReactNode;
  /** Buttons under the card (host's View/Edit/...), clickable on their own above the card link. */
  actions?: ReactNode;
  /** "eager" for cards above the fold. */
  imageLoading?: 'lazy' | 'eager';
}

/**
 * A listing in a grid (SPEC 2 screen 1): first photo (or an offline fallback), price per night in
 * the chosen currency, title, rating with count, city and country, and the available dates. The
 * title's link stretches over the whole card.
 */
export function ListingCard({
  listing,
  href,
  renderLink,
  headingLevel = 3,
  badge,
  actions,
  imageLoading = 'lazy',
}: ListingCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={listing.photo ?? FALLBACK_LISTING_IMAGE}
          alt=""
          loading={imageLoading}
          onError={(event) => {
            // A broken or unreachable photo URL (e.g. offline) falls back to the built-in picture once.
            if (event.currentTarget.src !== FALLBACK_LISTING_IMAGE)
              event.currentTarget.src = FALLBACK_LISTING_IMAGE;
          }}
        />
        {badge && <span className={styles.badge}>{badge}</span>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <AppLink href={href} renderLink={renderLink} className={styles.link}>
            {listing.title}
          </AppLink>
        </Heading>
        <p className={styles.place}>
          {listing.city}, {listing.country}
        </p>
        <div className={styles.row}>
          <Price amountEur={listing.pricePerNight} suffix="/night" />
          <StarRating value={listing.averageRating} count={listing.reviewCount} />
        </div>
        <p className={styles.dates}>
          Available {formatDisplayDateRange({ start: listing.availableFrom, end: listing.availableTo })}
        </p>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
