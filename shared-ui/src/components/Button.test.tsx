import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Button } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, keeps its label and focus, and ignores clicks and submits', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Create Listing
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Create Listing' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    button.focus();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('submits a form when type="submit" and not loading', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Sign In</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('with href renders a link, which navigates client-side inside a router', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Button href="/search">View All</Button>} />
          <Route path="/search" element={<p>Search page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'View All' });
    expect(link).toHaveAttribute('href', '/search');
    await userEvent.click(link);
    expect(screen.getByText('Search page')).toBeInTheDocument();
  });

  it('outside a router is a plain anchor, and renderLink can supply the element', () => {
    const { rerender } = render(<Button href="/listings/new">Add Listing</Button>);
    expect(screen.getByRole('link', { name: 'Add Listing' })).toHaveAttribute('href', '/listings/new');
    rerender(
      <Button
        href="/listings/new"
        renderLink={({ href, ...rest }) => <a data-custom="yes" href={`#${href}`} {...rest} />}
      >
        Add Listing
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Add Listing' });
    expect(link).toHaveAttribute('data-custom', 'yes');
    expect(link).toHaveAttribute('href', '#/listings/new');
  });

  it('applies the variant and size classes', () => {
    render(
      <Button variant="danger" size="sm">
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('button', 'danger', 'sm');
  });
});
