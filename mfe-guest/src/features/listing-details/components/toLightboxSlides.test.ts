import { toLightboxSlides } from './toLightboxSlides';

const photo = (name: string, width = 1200, height = 800) => ({
  url: `/uploads/${name}.jpg`,
  width,
  height,
  variants: [400, 800, 1200]
    .filter((w) => w <= Math.max(width, 400))
    .map((w) => ({ url: `/uploads/${name}.w${w}.webp`, width: w })),
});

describe('toLightboxSlides', () => {
  it('offers every WebP variant with its height, the original as fallback, and alt texts from the title', () => {
    const [first, second] = toLightboxSlides([photo('a'), photo('b')], 'Dune House');
    expect(first).toEqual({
      src: '/uploads/a.jpg',
      alt: 'Dune House, photo 1 of 2',
      width: 1200,
      height: 800,
      srcSet: [
        { src: '/uploads/a.w400.webp', width: 400, height: 267 },
        { src: '/uploads/a.w800.webp', width: 800, height: 533 },
        { src: '/uploads/a.w1200.webp', width: 1200, height: 800 },
      ],
    });
    expect(second?.alt).toBe('Dune House, photo 2 of 2');
  });

  it('shows a photo stored before sizes and variants existed by its original alone', () => {
    expect(
      toLightboxSlides([{ url: '/uploads/old.jpg', width: 0, height: 0, variants: [] }], 'Cabin'),
    ).toEqual([{ src: '/uploads/old.jpg', alt: 'Cabin, photo 1 of 1' }]);
  });
});
