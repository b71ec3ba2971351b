import { fireEvent, render, screen } from '@testing-library/react';
import type { Photo } from '@shoreline/shared-domain/types';
import { IMAGE_SIZES, ResponsiveImage } from './ResponsiveImage';

const photo: Photo = {
  url: '/uploads/listings/1-deck.jpg',
  width: 1200,
  height: 800,
  variants: [
    { url: '/uploads/listings/1-deck.w400.webp', width: 400 },
    { url: '/uploads/listings/1-deck.w800.webp', width: 800 },
    { url: '/uploads/listings/1-deck.w1200.webp', width: 1200 },
  ],
};

describe('ResponsiveImage', () => {
  it('offers every variant in srcset with sizes, the original as src and the intrinsic size', () => {
    render(<ResponsiveImage photo={photo} alt="Deck" sizes={IMAGE_SIZES.card} />);
    const img = screen.getByRole('img', { name: 'Deck' });
    expect(img).toHaveAttribute('src', '/uploads/listings/1-deck.jpg');
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/listings/1-deck.w400.webp 400w, /uploads/listings/1-deck.w800.webp 800w, /uploads/listings/1-deck.w1200.webp 1200w',
    );
    expect(img).toHaveAttribute('sizes', IMAGE_SIZES.card);
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
  });

  it('is lazy and decoded off the main thread by default, eager with fetchpriority="high" as the LCP image', () => {
    const { rerender } = render(<ResponsiveImage photo={photo} alt="Deck" sizes="100vw" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    rerender(<ResponsiveImage photo={photo} alt="Deck" sizes="100vw" priority />);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    rerender(<ResponsiveImage photo={photo} alt="Deck" sizes="100vw" loading="eager" />);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('shows the fallback picture without a photo, and once when the photo fails to load', () => {
    const { rerender } = render(<ResponsiveImage photo={null} alt="No photo" sizes="100vw" />);
    expect((screen.getByRole('img') as HTMLImageElement).src).toMatch(/^data:image\/svg\+xml/);
    rerender(<ResponsiveImage photo={photo} alt="No photo" sizes="100vw" />);
    const img = screen.getByRole('img') as HTMLImageElement;
    expect(img).toHaveAttribute('srcset');
    fireEvent.error(img);
    const fallback = screen.getByRole('img') as HTMLImageElement;
    expect(fallback.src).toMatch(/^data:image\/svg\+xml/);
    expect(fallback).not.toHaveAttribute('srcset');
    // Another photo gets its own chance.
    rerender(
      <ResponsiveImage
        photo={{ ...photo, url: '/uploads/listings/2-cove.jpg' }}
        alt="No photo"
        sizes="100vw"
      />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/listings/2-cove.jpg');
  });

  it('leaves out srcset and the size for an image stored before variants (not yet backfilled)', () => {
    render(
      <ResponsiveImage
        photo={{ url: '/uploads/listings/old.jpg', width: 0, height: 0, variants: [] }}
        alt="Old"
        sizes="100vw"
      />,
    );
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('src', '/uploads/listings/old.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).not.toHaveAttribute('width');
  });
});
