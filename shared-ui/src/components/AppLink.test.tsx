import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppLink } from './AppLink';
import { ShorelineRoot } from './ShorelineRoot';

describe('AppLink', () => {
  it('keeps external and mailto links as plain anchors inside a router', () => {
    render(
      <MemoryRouter>
        <AppLink href="mailto:help@shoreline.test">Email us</AppLink>
        <AppLink href="/bookings">My Bookings</AppLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Email us' })).toHaveAttribute(
      'href',
      'mailto:help@shoreline.test',
    );
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
  });
});

describe('ShorelineRoot', () => {
  it('scopes the base styles to its subtree with the sl-root class', () => {
    render(<ShorelineRoot data-testid="root">content</ShorelineRoot>);
    expect(screen.getByTestId('root')).toHaveClass('sl-root');
  });
});
