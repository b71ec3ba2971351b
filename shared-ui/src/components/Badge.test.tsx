import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it.each([
    ['pending', 'Pending'],
    ['approved', 'Approved'],
    ['rejected', 'Rejected'],
    ['cancelled', 'Cancelled'],
    ['expired', 'Expired'],
    ['active', 'Active'],
    ['inactive', 'Inactive'],
  ] as const)('names the %s status in text, not only by colour', (tone, label) => {
    render(<Badge tone={tone} />);
    expect(screen.getByText(label)).toHaveClass('badge', tone);
  });

  it('takes a custom label', () => {
    render(<Badge tone="pending">Pending Approval</Badge>);
    expect(screen.getByText('Pending Approval')).toBeInTheDocument();
  });
});
