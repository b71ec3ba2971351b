import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ConfirmDialog } from './ConfirmDialog';

function DeleteFlow({ onConfirm = jest.fn(), tone = 'danger' as const }) {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <button type="button">Elsewhere</button>
      {deleted && <p>Deleted</p>}
      <ConfirmDialog
        open={open}
        title="Delete listing"
        message={MESSAGES.confirmDeleteListing}
        confirmLabel="Delete"
        tone={tone}
        onConfirm={() => {
          onConfirm();
          setDeleted(true);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens as a labelled, described modal dialog with focus inside (Cancel first when dangerous)', async () => {
    render(<DeleteFlow />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete listing' });
    expect(dialog).toHaveAccessibleDescription(MESSAGES.confirmDeleteListing);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Escape cancels and focus returns to the opener', async () => {
    const onConfirm = jest.fn();
    render(<DeleteFlow onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('Cancel closes without confirming; confirm runs the action and returns focus', async () => {
    const onConfirm = jest.fn();
    render(<DeleteFlow onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    const confirm = screen
      .getAllByRole('button', { name: 'Delete' })
      .find((button) => button.closest('dialog'));
    await userEvent.click(confirm as HTMLElement);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<DeleteFlow />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(cancel).not.toHaveFocus();
  });

  it('focuses the confirm button in the default tone and shows a busy state and an error', () => {
    render(
      <ConfirmDialog
        open
        title="Approve Booking Request"
        message={MESSAGES.confirmApproveBooking}
        confirmLabel="Approve"
        busy
        error={MESSAGES.approveBookingFailed}
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toHaveFocus();
    expect(approve).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.approveBookingFailed);
  });
});
