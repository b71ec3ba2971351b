import { render, screen } from '@testing-library/react';
import { BookingStatusBadge } from './BookingStatusBadge';

describe('BookingStatusBadge', () => {
  it('names a finished approved stay Completed, and an ongoing one Approved', () => {
    const { rerender } = render(
      <BookingStatusBadge booking={{ status: 'approved', endDate: '2030-07-04' }} today="2030-07-04" />,
    );
    expect(screen.getByText('Completed')).toHaveClass('badge', 'success');
    rerender(
      <BookingStatusBadge booking={{ status: 'approved', endDate: '2030-07-04' }} today="2030-07-03" />,
    );
    expect(screen.getByText('Approved')).toHaveClass('badge', 'approved');
  });

  it.each([
    ['pending', 'Pending'],
    ['rejected', 'Rejected'],
    ['cancelled', 'Cancelled'],
    ['expired', 'Expired'],
  ] as const)('names the %s status in words', (status, label) => {
    render(<BookingStatusBadge booking={{ status, endDate: '2030-07-04' }} today="2031-01-01" />);
    expect(screen.getByText(label)).toHaveClass('badge', status);
  });
});
