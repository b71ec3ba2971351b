import { MESSAGES } from '@shoreline/shared-domain/messages';
import { AppLink } from '@shoreline/shared-ui/components/AppLink';
import { EmptyState } from '@shoreline/shared-ui/components/EmptyState';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { IMAGE_SIZES, ResponsiveImage } from '@shoreline/shared-ui/components/ResponsiveImage';
import { Skeleton } from '@shoreline/shared-ui/components/Skeleton';
import { paths } from '@shoreline/shared-ui/routes';
import { useDestinations } from '../hooks/useDestinations';
import styles from './HomeSection.module.css';

/** The admin-managed destinations (PRODUCT 16); choosing one searches that place. */
export function PopularDestinations() {
  const destinations = useDestinations();
  return (
    <section
      className={styles.section}
      aria-labelledby="destinations-title"
      aria-busy={destinations.status === 'loading'}
    >
      <h2 id="destinations-title" className={styles.title}>
        Popular Destinations
      </h2>
      {destinations.status === 'loading' && (
        <ul className={styles.destinations} aria-label="Loading destinations">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <Skeleton variant="rect" height="100%" className={styles.destination} />
            </li>
          ))}
        </ul>
      )}
      {destinations.status === 'error' && (
        <ErrorBox
          message={MESSAGES.destinationsLoadFailed}
          action={{ label: 'Retry', onClick: destinations.reload }}
        />
      )}
      {destinations.status === 'success' && destinations.data.length === 0 && (
        <EmptyState headingLevel={3} title={MESSAGES.noDestinations} />
      )}
      {destinations.status === 'success' && destinations.data.length > 0 && (
        <ul className={styles.destinations}>
          {destinations.data.map((destination) => (
            <li key={destination.id}>
              <AppLink className={styles.destination} href={paths.search({ location: destination.name })}>
                <ResponsiveImage
                  className={styles.destinationImage}
                  photo={destination.image}
                  alt=""
                  sizes={IMAGE_SIZES.tile}
                />
                <span className={styles.destinationName}>
                  <span className={styles.destinationNameText}>{destination.name}</span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
