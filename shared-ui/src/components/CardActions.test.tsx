import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardActions } from './CardActions';

describe('CardActions', () => {
  it('keeps its buttons in order and working, and passes attributes through', async () => {
    const approve = jest.fn();
    render(
      <CardActions data-testid="actions" className="extra">
        <button type="button">Reject</button>
        <button type="button" onClick={approve}>
          Approve
        </button>
      </CardActions>,
    );
    const row = screen.getByTestId('actions');
    expect(row).toHaveClass('actions', 'extra');
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reject', 'Approve']);
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledTimes(1);
  });
});
