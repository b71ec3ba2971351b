import { render } from '@testing-library/react';
import { AMENITY_IDS } from '@shoreline/shared-domain/amenities';
import { AmenityIcon } from './AmenityIcon';

describe('AmenityIcon', () => {
  it('draws an icon of its own for every amenity of the catalogue, hidden from assistive technology', () => {
    const drawn = new Set<string>();
    for (const id of AMENITY_IDS) {
      const { container, unmount } = render(<AmenityIcon id={id} />);
      const svg = container.querySelector('svg')!;
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('width', '24');
      expect(svg).toHaveAttribute('stroke', 'currentColor');
      const path = svg.querySelector('path')?.getAttribute('d') ?? '';
      expect(path).not.toBe('');
      drawn.add(path);
      unmount();
    }
    expect(drawn.size).toBe(AMENITY_IDS.length);
  });
});
