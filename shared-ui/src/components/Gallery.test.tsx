import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery } from './Gallery';

const photo = (name: string) => ({
  url: `/uploads/listings/${name}.jpg`,
  width: 1600,
  height: 1000,
  variants: [400, 800, 1600].map((width) => ({ url: `/uploads/listings/${name}.w${width}.webp`, width })),
});
const photos = [photo('a'), photo('b'), photo('c')];
const shown = () => screen.getByRole('img');
const currentDot = () =>
  screen
    .getAllByRole('button', { name: /^Show photo/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true');

describe('Gallery', () => {
  it('disables previous at the first photo and next at the last, and the dot follows', async () => {
    render(<Gallery photos={photos} title="Dune House" />);
    const previous = screen.getByRole('button', { name: 'Previous photo' });
    const next = screen.getByRole('button', { name: 'Next photo' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(shown()).toHaveAttribute('alt', 'Dune House, photo 1 of 3');
    expect(currentDot()).toHaveAccessibleName('Show photo 1');

    await userEvent.click(next);
    expect(shown()).toHaveAttribute('src', '/uploads/listings/b.jpg');
    expect(previous).toBeEnabled();
    expect(currentDot()).toHaveAccessibleName('Show photo 2');

    await userEvent.click(next);
    expect(shown()).toHaveAttribute('alt', 'Dune House, photo 3 of 3');
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
    expect(currentDot()).toHaveAccessibleName('Show photo 3');
  });

  it('jumps with the dots, which mark the current photo with aria-current', async () => {
    render(<Gallery photos={photos} title="Dune House" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3' }));
    expect(shown()).toHaveAttribute('src', '/uploads/listings/c.jpg');
    expect(
      screen
        .getAllByRole('button', { name: /^Show photo/ })
        .filter((dot) => dot.hasAttribute('aria-current')),
    ).toHaveLength(1);
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
  });

  it('moves with ArrowLeft and ArrowRight and stops at the ends', async () => {
    render(<Gallery photos={photos} title="Dune House" />);
    screen.getByRole('region', { name: 'Photos of Dune House' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('src', '/uploads/listings/a.jpg');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(shown()).toHaveAttribute('src', '/uploads/listings/c.jpg');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('src', '/uploads/listings/b.jpg');
  });

  it('shows each photo responsively; the first shown is the LCP (fetchpriority high), the next ones eager', async () => {
    render(<Gallery photos={photos} title="Dune House" />);
    expect(shown()).toHaveAttribute('srcset', expect.stringContaining('/uploads/listings/a.w800.webp 800w'));
    expect(shown()).toHaveAttribute('sizes', expect.stringContaining('(min-width: 900px)'));
    expect(shown()).toHaveAttribute('width', '1600');
    expect(shown()).toHaveAttribute('fetchpriority', 'high');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toHaveAttribute('loading', 'eager');
    expect(shown()).not.toHaveAttribute('fetchpriority');
  });

  it('with onOpenPhoto, the shown photo is a button that opens it, named by its place, and signals intent', async () => {
    const onOpenPhoto = jest.fn();
    const onOpenPhotoIntent = jest.fn();
    render(
      <Gallery
        photos={photos}
        title="Dune House"
        onOpenPhoto={onOpenPhoto}
        onOpenPhotoIntent={onOpenPhotoIntent}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    const open = screen.getByRole('button', { name: 'Open photo 2 of 3 full screen' });
    expect(open).toContainElement(shown());
    expect(shown()).toHaveAttribute('alt', 'Dune House, photo 2 of 3');
    await userEvent.hover(open);
    expect(onOpenPhotoIntent).toHaveBeenCalled();
    await userEvent.click(open);
    expect(onOpenPhoto).toHaveBeenCalledWith(1, open);
  });

  it('without onOpenPhoto the photo is no button', () => {
    render(<Gallery photos={photos} title="Dune House" />);
    expect(screen.queryByRole('button', { name: /full screen/ })).not.toBeInTheDocument();
  });

  it('has no controls for one photo and a fallback picture for none', () => {
    const { rerender } = render(<Gallery photos={[photo('a')]} title="Cabin" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Gallery photos={[]} title="Cabin" />);
    expect(shown()).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(shown()).toHaveAttribute('alt', 'Cabin: no photos yet');
  });
});
