import { render, screen } from '@testing-library/react';
import { CardHeader } from './CardHeader';

describe('CardHeader', () => {
  it('names its card through the heading id, with the badge beside the heading', () => {
    render(
      <article aria-labelledby="booking-1-title">
        <CardHeader
          title={<a href="/listings/1">Cliff Cabin</a>}
          headingId="booking-1-title"
          subtitle="Ericeira, Portugal"
          aside={<span>Pending</span>}
        />
      </article>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Cliff Cabin' });
    expect(heading).toHaveAttribute('id', 'booking-1-title');
    expect(screen.getByRole('article', { name: 'Cliff Cabin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cliff Cabin' })).toHaveAttribute('href', '/listings/1');
    expect(screen.getByText('Ericeira, Portugal')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('takes heading level 2 and leaves out the line under it when there is none', () => {
    render(
      <CardHeader title="Chloe Martin" headingId="request-title" headingLevel={2} data-testid="header" />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Chloe Martin' })).toBeInTheDocument();
    expect(screen.getByTestId('header').querySelector('p')).toBeNull();
  });
});
