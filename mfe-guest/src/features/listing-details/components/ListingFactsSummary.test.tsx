import { render, screen } from '@testing-library/react';
import { ListingFactsSummary } from './ListingFactsSummary';

describe('ListingFactsSummary', () => {
  it('says the type of place, guests, bedrooms, beds and baths (halves kept) under the title', () => {
    render(
      <ListingFactsSummary
        listing={{ propertyType: 'villa', maxGuests: 1, bedrooms: 1, beds: 1, bathrooms: 2.5 }}
      />,
    );
    expect(screen.getByText('Villa · 1 guest · 1 bedroom · 1 bed · 2.5 baths')).toBeInTheDocument();
  });
});
