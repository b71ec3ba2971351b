import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Rates } from '@shoreline/shared-domain/types';
import { Badge } from './Badge';
import { Button } from './Button';
import { CurrencyDisplayProvider } from './CurrencyContext';
import { ListingCard, type ListingCardData } from './ListingCard';

const listing: ListingCardData = {
  title: 'Dune House',
  pricePerNight: 120,
  city: 'Ericeira',
  country: 'Portugal',
  availableFrom: '2025-01-05',
  availableTo: '2025-03-30',
  photo: {
    url: '/uploads/listings/dune.jpg',
    width: 1200,
    height: 800,
    variants: [
      { url: '/uploads/listings/dune.w400.webp', width: 400 },
      { url: '/uploads/listings/dune.w800.webp', width: 800 },
    ],
  },
  averageRating: 4.26,
  reviewCount: 12,
  maxGuests: 4,
  propertyType: 'house',
  bedrooms: 2,
  beds: 3,
  bathrooms: 1.5,
};

const rates: Rates = {
  base: 'EUR',
  rates: { EUR: 1, USD: 1.09, GBP: 0.86 },
  fetchedAt: '2026-07-01T00:00:00Z',
  source: 'live',
};

describe('ListingCard', () => {
  it('shows photo, price per night, title, rating, place and available dates', () => {
    render(<ListingCard listing={listing} href="/listings/7" />);
    const card = screen.getByRole('article');
    const img = card.querySelector('img');
    expect(img).toHaveAttribute('src', '/uploads/listings/dune.jpg');
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/listings/dune.w400.webp 400w, /uploads/listings/dune.w800.webp 800w',
    );
    expect(img).toHaveAttribute('sizes', expect.stringContaining('(min-width: 540px) 50vw'));
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('heading', { level: 3, name: 'Dune House' })).toBeInTheDocument();
    expect(screen.getByText('€120.00')).toHaveTextContent('€120.00/night');
    expect(screen.getByText('4.3 (12)')).toBeInTheDocument();
    expect(screen.getByText('Ericeira, Portugal')).toBeInTheDocument();
    expect(screen.getByText('Available Jan 5, 2025 - Mar 30, 2025')).toBeInTheDocument();
    expect(screen.getByText('4 guests · 2 bedrooms · 3 beds · 1.5 baths')).toBeInTheDocument();
    // Without a chosen stay, no total.
    expect(card).not.toHaveTextContent(/for \d+ nights?/);
  });

  it('shows the total of a chosen stay beside the nightly price, in the chosen currency (issue 24)', () => {
    const stay = { start: '2025-02-10', end: '2025-02-13' };
    const { rerender } = render(<ListingCard listing={listing} href="/listings/7" stay={stay} />);
    expect(screen.getByText('€360.00')).toHaveTextContent('€360.00 for 3 nights');
    expect(screen.getByText('€120.00')).toHaveTextContent('€120.00/night');
    rerender(
      <CurrencyDisplayProvider code="USD" rates={rates}>
        <ListingCard listing={listing} href="/listings/7" stay={{ start: '2025-02-10', end: '2025-02-11' }} />
      </CurrencyDisplayProvider>,
    );
    // 120 × 1.09: one night, said in the singular.
    expect(screen.getByText('$130.80', { selector: '.total' })).toHaveTextContent('$130.80 for 1 night');
  });

  it('shows the available dates from today on, never a start in the past (issue 22 item 14)', () => {
    render(<ListingCard listing={listing} href="/listings/7" today="2025-02-10" />);
    expect(screen.getByText('Available Feb 10, 2025 - Mar 30, 2025')).toBeInTheDocument();
  });

  it('puts the rating, or "No reviews yet", on its own line under the price on every card (issue 22 item 14)', () => {
    render(
      <>
        <ListingCard listing={listing} href="/listings/7" />
        <ListingCard
          listing={{
            ...listing,
            title: 'New Hut',
            pricePerNight: 99999,
            averageRating: null,
            reviewCount: 0,
          }}
          href="/listings/8"
        />
      </>,
    );
    const [rated, unrated] = screen.getAllByRole('article');
    for (const card of [rated!, unrated!]) {
      const rating = card.querySelector('.rating');
      // The same place in each card: right after the price, a child of the card's body.
      expect(rating?.previousElementSibling).toHaveClass('price');
      expect(rating?.parentElement).toHaveClass('body');
    }
    expect(unrated!.querySelector('.rating')).toHaveTextContent('No reviews yet');
  });

  it('shows the price in the chosen currency', () => {
    render(
      <CurrencyDisplayProvider code="USD" rates={rates}>
        <ListingCard listing={listing} href="/listings/7" />
      </CurrencyDisplayProvider>,
    );
    expect(screen.getByText('$130.80')).toBeInTheDocument();
  });

  it('falls back to a built-in picture without a photo or when the photo fails', () => {
    const { rerender } = render(<ListingCard listing={{ ...listing, photo: null }} href="/listings/7" />);
    const img = screen.getByRole('article').querySelector('img') as HTMLImageElement;
    expect(img.src).toMatch(/^data:image\/svg\+xml/);
    rerender(<ListingCard listing={listing} href="/listings/7" />);
    const photo = screen.getByRole('article').querySelector('img') as HTMLImageElement;
    expect(photo).toHaveAttribute('src', '/uploads/listings/dune.jpg');
    fireEvent.error(photo);
    const fallback = screen.getByRole('article').querySelector('img') as HTMLImageElement;
    expect(fallback.src).toMatch(/^data:image\/svg\+xml/);
    expect(fallback).not.toHaveAttribute('srcset');
  });

  it('loads the LCP card eagerly with fetchpriority high', () => {
    render(<ListingCard listing={listing} href="/listings/7" imagePriority />);
    const img = screen.getByRole('article').querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('is one link named by the title that navigates inside a router', async () => {
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<ListingCard listing={listing} href="/listings/7" />} />
          <Route path="/listings/7" element={<p>Details of 7</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Dune House' });
    expect(link).toHaveAttribute('href', '/listings/7');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await userEvent.click(link);
    expect(screen.getByText('Details of 7')).toBeInTheDocument();
  });

  it('takes a link renderer, a badge and actions of its own', async () => {
    const onEdit = jest.fn();
    render(
      <ListingCard
        listing={listing}
        href="/listings/7"
        renderLink={(props) => <a {...props} data-preload="yes" />}
        badge={<Badge tone="inactive" />}
        actions={<Button onClick={onEdit}>Edit</Button>}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('link', { name: 'Dune House' })).toHaveAttribute('data-preload', 'yes');
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('puts a corner control (a save heart) over the photo, pressed without following the card link', async () => {
    const onSave = jest.fn();
    render(
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={
              <ListingCard
                listing={listing}
                href="/listings/7"
                corner={<button onClick={onSave}>Save Dune House</button>}
              />
            }
          />
          <Route path="/listings/7" element={<p>Details of 7</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Dune House' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Details of 7')).not.toBeInTheDocument();
  });
});
