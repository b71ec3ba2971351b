// One small line icon per amenity of shared-domain's catalogue (issue 24). Decorative only: the label
// beside it names the amenity. Each glyph is one SVG path string (simple shapes, 24 × 24, drawn with
// currentColor) so the whole set stays a few hundred bytes compressed; it ships with the listing
// page's chunk and the search filters, never with the home page's first load.
import type { AmenityId } from '@shoreline/shared-domain/amenities';

const GLYPHS: Readonly<Record<AmenityId, string>> = {
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  kitchen: 'M7 3v8M4 3v5a3 3 0 0 0 6 0V3M7 11v10M17 3c-2 2-3 5-3 8h3v10',
  parking: 'M5 3h14v18H5zM10 17V7h3a3 3 0 0 1 0 6h-3',
  'sea-view': 'M2 16c3-2 5 2 8 0s5 2 8 0 3-1 4 0M2 20c3-2 5 2 8 0s5 2 8 0M16 9a4 4 0 1 0-8 0',
  'beach-access': 'M4 20h16M12 20V8M4 9a8 6 0 0 1 16 0zM7 16c2-1 3 1 5 0',
  pool: 'M7 17V5a2 2 0 0 1 4 0M13 17V5a2 2 0 0 1 4 0M7 9h6M7 13h6M2 20c3-2 5 2 8 0s5 2 8 0 3-1 4 0',
  'air-conditioning': 'M3 5h18v7H3zM7 9h10M8 16v3M12 16v4M16 16v3',
  heating: 'M8 21c-3-3-1-6 1-8s2-6 0-10c4 2 7 6 7 10a4 4 0 0 1-1 8',
  washer: 'M4 2h16v20H4zM4 7h16M7 4.5h.01M12 10a4 4 0 1 0 0 8 4 4 0 0 0 0-8',
  workspace: 'M3 9h18M5 9v11M19 9v11M8 9V4h8v5M10 13h4',
  tv: 'M3 6h18v12H3zM8 21h8M12 18v3',
  dryer: 'M4 2h16v20H4zM12 9a5 5 0 1 0 0 10 5 5 0 0 0 0-10M10 14c1-1 3 1 4 0',
  dishwasher: 'M4 2h16v20H4zM4 7h16M8 11h8v7H8z',
  'coffee-maker': 'M5 8h11v7a4 4 0 0 1-4 4H9a4 4 0 0 1-4-4zM16 10h2a2 2 0 0 1 0 4h-2M8 2v3M12 2v3',
  oven: 'M3 3h18v18H3zM3 8h18M7 12h10v6H7zM7 5.5h.01M11 5.5h.01',
  'towels-linen': 'M6 3h12v18H6zM6 8h12M9 13h6M9 17h6',
  'hair-dryer': 'M14 9a5 5 0 1 1-10 0 5 5 0 0 1 10 0zM14 6l7-2v10l-7-2M8 14l1 7h2l-1-7',
  iron: 'M3 18h18l-2-8c-1-3-4-4-7-4H8M3 18l2-6h14',
  fireplace: 'M3 3h18v4H3zM5 7v14M19 7v14M12 20c-3 0-3-4 0-7 3 3 3 7 0 7',
  'ceiling-fan': 'M12 3v6M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6M4 12h5M15 12h5M6 18l4-4M18 18l-4-4',
  garden: 'M12 21v-8M12 13c-5 0-7-3-7-8 5 0 7 3 7 8zM12 13c4 0 6-2 6-6-4 0-6 2-6 6M4 21h16',
  balcony: 'M3 13h18M4 13v8M8 13v8M12 13v8M16 13v8M20 13v8M3 21h18M7 13V4h10v9',
  bbq: 'M4 10h16a8 8 0 0 1-16 0zM8 18l-2 4M16 18l2 4M9 3c-1 2 1 3 0 5M14 3c-1 2 1 3 0 5',
  'outdoor-shower': 'M6 21V5a2 2 0 0 1 2-2h6a4 4 0 0 1 4 4M14 7h8M16 11v2M18 11l1 2M20 11l2 2',
  cot: 'M4 5v16M20 5v16M4 8h16M4 17h16M8 8v9M12 8v9M16 8v9',
  'high-chair': 'M7 3h10l-1 7H8zM6 10h12M9 10l-3 11M15 10l3 11M7 16h10',
  'step-free-entrance': 'M3 20h18M3 20l18-9M12 4a1.5 1.5 0 1 0 0 .01',
  lift: 'M4 2h16v20H4zM12 2v20M7 9l1.5-2L10 9M14 7l1.5 2L17 7',
  'self-check-in': 'M15 4a5 5 0 1 1-3.9 8.1L3 20v2h3l1-1v-2h2v-2h2l1.1-1.1A5 5 0 0 1 15 4zM16 7.5h.01',
  'ev-charger':
    'M4 21V4a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v17M2 21h14M14 10h2a2 2 0 0 1 2 2v4a2 2 0 0 0 4 0V8l-3-3M10 7l-3 4h4l-3 4',
};

export interface AmenityIconProps {
  id: AmenityId;
  /** Pixels; 24 by default. */
  size?: number;
  className?: string;
}

/** An amenity's line icon (aria-hidden: the text beside it says what it is). */
export function AmenityIcon({ id, size = 24, className }: AmenityIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      className={className}
      data-amenity={id}
    >
      <path d={GLYPHS[id]} />
    </svg>
  );
}
