import type { ReactNode } from 'react';
import { formatDisplayDateRange, isDateAfter, laterDate } from '@shoreline/shared-domain/dates';
import { formatFactsSummary } from '@shoreline/shared-domain/listingFacts';
import { stayTotalSuffix } from '@shoreline/shared-domain/messages';
import { nightsFor, totalPrice } from '@shoreline/shared-domain/pricing';
import type { DateRange, IsoDate, ListingSummary } from '@shoreline/shared-domain/types';
import { useToday } from '../shell/useToday';
import { AppLink, type RenderLink } from './AppLink';
import { Price } from './Price';
import { IMAGE_SIZES, ResponsiveImage } from './ResponsiveImage';
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
  | 'maxGuests'
  | 'propertyType'
  | 'bedrooms'
  | 'beds'
  | 'bathrooms'
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
  /**
   * Over the photo's other (top right) corner, clickable on its own above the card link: e.g. the
   * guest app's save heart (issue 24 item 6). Cards without it look as before.
   */
  corner?: ReactNode;
  /** Buttons under the card (host's View/Edit/...), clickable on their own above the card link. */
  actions?: ReactNode;
  /** "eager" for cards above the fold. */
  imageLoading?: 'lazy' | 'eager';
  /** The card whose photo is the page's LCP (the first of a feed): eager, fetchpriority high. */
  imagePriority?: boolean;
  /** How wide the photo is shown (default: a card of the 4-column grid). */
  imageSizes?: string;
  /** The renter's chosen stay: the card shows its total ("€405.00 for 3 nights") beside the nightly price. */
  stay?: DateRange | null;
  /** Overrides today (tests); by default the device's, or the server's on a server-rendered page. */
  today?: IsoDate;
}

/**
 * The stay window a card shows: from today on (a start in the past is no date anyone can book:
 * issue 22 item 14); a window already over keeps its own dates.
 */
function shownWindow(listing: ListingCardData, today: IsoDate) {
  const start = laterDate(listing.availableFrom, today);
  return isDateAfter(start, listing.availableTo)
    ? { start: listing.availableFrom, end: listing.availableTo }
    : { start, end: listing.availableTo };
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
  corner,
  actions,
  imageLoading = 'lazy',
  imagePriority = false,
  imageSizes = IMAGE_SIZES.card,
  stay,
  today,
}: ListingCardProps) {
  const nights = stay ? nightsFor(stay) : 0;
  const Heading = `h${headingLevel}` as const;
  const deviceToday = useToday();
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {/* A broken or unreachable photo (e.g. offline) falls back to the built-in picture once. */}
        <ResponsiveImage
          className={styles.image}
          photo={listing.photo}
          alt=""
          sizes={imageSizes}
          loading={imageLoading}
          priority={imagePriority}
        />
        {badge && <span className={styles.badge}>{badge}</span>}
        {corner && <div className={styles.corner}>{corner}</div>}
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
        <p className={styles.facts}>{formatFactsSummary(listing)}</p>
        {/* The price filter and order stay per night; the stay's total is said beside it. */}
        <p className={styles.price}>
          <Price amountEur={listing.pricePerNight} suffix="/night" />
          {stay && nights > 0 && (
            <Price
              className={styles.total}
              amountEur={totalPrice(listing.pricePerNight, stay)}
              suffix={stayTotalSuffix(nights)}
            />
          )}
        </p>
        {/* On a line of its own, always in the same place: beside a price it moved (right of a short
            price, wrapped under a long one), "No reviews yet" most of all. */}
        <StarRating className={styles.rating} value={listing.averageRating} count={listing.reviewCount} />
        <p className={styles.dates}>
          Available {formatDisplayDateRange(shownWindow(listing, today ?? deviceToday))}
        </p>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
