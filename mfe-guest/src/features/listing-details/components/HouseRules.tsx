import { checkInFromText, checkOutByText, HOUSE_RULE_TEXTS } from '@shoreline/shared-domain/messages';
import type { ListingFacts } from '@shoreline/shared-domain/listingFacts';
import styles from './ListingFacts.module.css';

const yesNo = (allowed: boolean) => (allowed ? 'yes' : 'no');

/** "House rules": arrival and departure times, pets, smoking, events, and the host's own words. */
export function HouseRules({
  listing,
}: {
  listing: Pick<ListingFacts, 'checkInFrom' | 'checkOutBy' | 'houseRules'>;
}) {
  const { houseRules: rules } = listing;
  return (
    <section className={styles.block} aria-labelledby="rules-title">
      <h2 id="rules-title" className={styles.blockTitle}>
        House rules
      </h2>
      <ul className={styles.rules} aria-labelledby="rules-title">
        <li>{checkInFromText(listing.checkInFrom)}</li>
        <li>{checkOutByText(listing.checkOutBy)}</li>
        <li>{HOUSE_RULE_TEXTS.pets[yesNo(rules.petsAllowed)]}</li>
        <li>{HOUSE_RULE_TEXTS.smoking[yesNo(rules.smokingAllowed)]}</li>
        <li>{HOUSE_RULE_TEXTS.events[yesNo(rules.eventsAllowed)]}</li>
      </ul>
      {/* The host's text keeps its line breaks (pre-line), and long words wrap. */}
      {rules.text.trim() !== '' && <p className={styles.rulesText}>{rules.text}</p>}
    </section>
  );
}
