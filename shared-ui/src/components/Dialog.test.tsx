import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

function Flow() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Filters"
        variant="sheet"
        closeLabel="Close filters"
        onClose={() => setOpen(false)}
        footer={<button type="button">Show 3 stays</button>}
      >
        <label>
          Wi-Fi <input type="checkbox" />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a named modal with focus on its close button, keeps Tab inside, and Escape returns focus', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Flow />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    const close = within(dialog).getByRole('button', { name: 'Close filters' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('checkbox', { name: 'Wi-Fi' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Show 3 stays' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Show 3 stays' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Flow />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
