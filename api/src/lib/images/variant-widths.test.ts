import { variantKey, variantWidths } from './variant-widths';

describe('variantWidths', () => {
  it('renders the three steps for a large original, narrowest first', () => {
    expect(variantWidths(4000)).toEqual([400, 800, 1600]);
    expect(variantWidths(1600)).toEqual([400, 800, 1600]);
  });

  it('never renders wider than the original: the widest variant is capped at its width', () => {
    expect(variantWidths(1200)).toEqual([400, 800, 1200]);
    expect(variantWidths(800)).toEqual([400, 800]);
    expect(variantWidths(500)).toEqual([400, 500]);
  });

  it('renders one variant at its own width for a small original', () => {
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(1)).toEqual([1]);
  });
});

describe('variantKey', () => {
  it('stores a variant beside its original, named by its width', () => {
    expect(variantKey('listings/1-deck.jpg', 400)).toBe('listings/1-deck.w400.webp');
    expect(variantKey('destinations/2-a.b.png', 1600)).toBe('destinations/2-a.b.w1600.webp');
  });
});
