import { render, screen } from '@testing-library/react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, text and a call to action', () => {
    render(
      <EmptyState
        title={MESSAGES.noListingsYet}
        text="Share your place with travellers."
        action={{ label: MESSAGES.createFirstListing, href: '/listings/new' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No Listings Yet' })).toBeInTheDocument();
    expect(screen.getByText('Share your place with travellers.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Listing' })).toHaveAttribute(
      'href',
      '/listings/new',
    );
  });

  it('takes a lower heading level inside a section', () => {
    render(<EmptyState title={MESSAGES.noPendingBookingRequests} headingLevel={3} />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'No pending booking requests' }),
    ).toBeInTheDocument();
  });
});
