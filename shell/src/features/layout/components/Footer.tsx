// The footer of SPEC section 1: generic support links and contact details, which are placeholders.
// The links open an email to support with the topic, so none of them is a dead end.
import styles from './Layout.module.css';

const SUPPORT_EMAIL = 'support@shoreline.test';
const SUPPORT_TOPICS = ['Help Centre', 'Cancellation options', 'Trust & safety', 'Report a concern'];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">Shoreline</h2>
          <p>Short stays by the coast, from hosts who live there.</p>
        </section>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support">Support</h2>
          <ul>
            {SUPPORT_TOPICS.map((topic) => (
              <li key={topic}>
                <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(topic)}`}>{topic}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            <a href="tel:+15550100199">+1 555 010 0199</a>
            <span>1 Harbour Road, Seaview Bay</span>
          </address>
        </section>
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} Shoreline. Demo marketplace; contact details are placeholders.
      </p>
    </footer>
  );
}
