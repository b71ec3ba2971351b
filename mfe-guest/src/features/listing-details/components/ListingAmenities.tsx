import { useState } from 'react';
import { amenitiesByGroup, type AmenityId } from '@shoreline/shared-domain/amenities';
import { MESSAGES, showAllAmenitiesLabel } from '@shoreline/shared-domain/messages';
import { AmenityList } from '@shoreline/shared-ui/components/AmenityList';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Dialog } from '@shoreline/shared-ui/components/Dialog';
import styles from './ListingFacts.module.css';

/** How many the page shows before "Show all N amenities" (issue 24 item 2). */
export const AMENITIES_SHOWN = 10;

const TITLE = 'What this place offers';

/**
 * "What this place offers": the first ten amenities (catalogue order, the most asked-for first) with
 * their icons, and every one of them, grouped, in a dialog. Rendered on the server as it is (the
 * dialog's content only once opened), so nothing moves when the page hydrates.
 */
export function ListingAmenities({ amenities }: { amenities: readonly AmenityId[] }) {
  const [open, setOpen] = useState(false);
  const chosen = new Set(amenities);
  return (
    <section className={styles.block} aria-labelledby="amenities-title">
      <h2 id="amenities-title" className={styles.blockTitle}>
        {TITLE}
      </h2>
      {amenities.length === 0 ? (
        <p className={styles.muted}>{MESSAGES.noAmenitiesListed}</p>
      ) : (
        <AmenityList amenities={amenities.slice(0, AMENITIES_SHOWN)} aria-labelledby="amenities-title" />
      )}
      {amenities.length > AMENITIES_SHOWN && (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
            {showAllAmenitiesLabel(amenities.length)}
          </Button>
        </div>
      )}
      <Dialog open={open} title={TITLE} onClose={() => setOpen(false)}>
        {amenitiesByGroup().map(({ group, label, amenities: ofGroup }) => {
          const here = ofGroup.map((amenity) => amenity.id).filter((id) => chosen.has(id));
          if (here.length === 0) return null;
          const headingId = `amenity-group-${group}`;
          return (
            <section key={group} className={styles.group} aria-labelledby={headingId}>
              <h3 id={headingId} className={styles.groupTitle}>
                {label}
              </h3>
              <AmenityList amenities={here} aria-labelledby={headingId} />
            </section>
          );
        })}
      </Dialog>
    </section>
  );
}
