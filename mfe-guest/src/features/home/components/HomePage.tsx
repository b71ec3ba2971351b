import { Container } from '@shoreline/shared-ui/components/Container';
import { SearchForm } from '../../../components/SearchForm';
import { BecomeHostBanner } from './BecomeHostBanner';
import { FeaturedListings } from './FeaturedListings';
import { PopularDestinations } from './PopularDestinations';
import styles from './HomePage.module.css';

/** `/`: the hero with the search form, featured listings, popular destinations, the host banner. */
export default function HomePage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <Container className={styles.heroInner}>
          <h1 id="home-hero-title" className={styles.heroTitle}>
            Find your place by the sea
          </h1>
          <p className={styles.heroText}>Cottages, flats and villas on the coast, booked in a few clicks.</p>
          <SearchForm />
        </Container>
      </section>
      <Container className={styles.sections}>
        <FeaturedListings />
        <PopularDestinations />
        <BecomeHostBanner />
      </Container>
    </div>
  );
}
