import { render, screen } from '@testing-library/react';
import { StarRating } from './StarRating';

const filledStars = (container: HTMLElement) => container.querySelectorAll('svg[data-filled="true"]').length;

describe('StarRating', () => {
  it('shows the average with one decimal and the count in parentheses', () => {
    const { container } = render(<StarRating value={4.26} count={12} />);
    expect(screen.getByText('4.3 (12)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 12 reviews' })).toBeInTheDocument();
    expect(filledStars(container)).toBe(4);
  });

  it('rounds the stars to whole stars (4.5 fills 5) and keeps one decimal for whole numbers', () => {
    const { container, rerender } = render(<StarRating value={4.5} count={2} />);
    expect(screen.getByText('4.5 (2)')).toBeInTheDocument();
    expect(filledStars(container)).toBe(5);
    rerender(<StarRating value={4} count={1} />);
    expect(screen.getByText('4.0 (1)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toBeInTheDocument();
    expect(filledStars(container)).toBe(4);
    rerender(<StarRating value={2.4} count={5} />);
    expect(filledStars(container)).toBe(2);
  });

  it('says there are no reviews instead of 0.0', () => {
    render(<StarRating value={null} count={0} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('can leave the count out', () => {
    render(<StarRating value={3.75} />);
    expect(screen.getByText('3.8')).toBeInTheDocument();
  });
});
