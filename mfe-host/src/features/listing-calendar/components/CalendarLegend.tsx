import styles from './ListingCalendar.module.css';

const ITEMS = [
  { label: 'Available', className: styles.free },
  { label: 'Approved stay', className: styles.stay },
  { label: 'Pending request', className: styles.requested },
  { label: 'Blocked by you', className: styles.blocked },
  { label: 'Imported', className: styles.imported },
  { label: 'Conflict', className: styles.conflict },
  { label: 'Outside the window', className: styles.outside },
];

/** What the day colours mean (each day's accessible name says it in words too). */
export function CalendarLegend() {
  return (
    <ul className={styles.legend} aria-label="Legend">
      {ITEMS.map((item) => (
        <li key={item.label}>
          <span className={`${styles.swatch} ${item.className}`} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
