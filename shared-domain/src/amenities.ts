// The amenity catalogue (issue 24): one fixed list the host picks from, the listing page shows and
// search filters by. `code` is what the database stores (listings.amenities smallint[]): it never
// changes and is never reused, so a stored listing keeps meaning the same thing; `id` is the wire
// and URL name (shared-ui's AmenityIcon draws one icon per id).

export const AMENITY_GROUPS = [
  'essentials',
  'kitchen-laundry',
  'comfort',
  'outdoors',
  'family',
  'access',
] as const;
export type AmenityGroup = (typeof AMENITY_GROUPS)[number];

export const AMENITY_GROUP_LABELS: Readonly<Record<AmenityGroup, string>> = Object.freeze({
  essentials: 'Essentials',
  'kitchen-laundry': 'Kitchen and laundry',
  comfort: 'Comfort',
  outdoors: 'Outdoors and views',
  family: 'Family',
  access: 'Accessibility and arrival',
});

interface AmenityEntry {
  readonly id: string;
  readonly code: number;
  readonly label: string;
  readonly group: AmenityGroup;
}

// In the order the listing page shows them: the ones people filter by most come first.
const CATALOGUE = [
  { id: 'wifi', code: 1, label: 'Wi-Fi', group: 'essentials' },
  { id: 'kitchen', code: 2, label: 'Kitchen', group: 'kitchen-laundry' },
  { id: 'parking', code: 3, label: 'Free parking', group: 'access' },
  { id: 'sea-view', code: 4, label: 'Sea view', group: 'outdoors' },
  { id: 'beach-access', code: 5, label: 'Beach access', group: 'outdoors' },
  { id: 'pool', code: 6, label: 'Pool', group: 'outdoors' },
  { id: 'air-conditioning', code: 7, label: 'Air conditioning', group: 'comfort' },
  { id: 'heating', code: 8, label: 'Heating', group: 'comfort' },
  { id: 'washer', code: 9, label: 'Washer', group: 'kitchen-laundry' },
  { id: 'workspace', code: 10, label: 'Dedicated workspace', group: 'essentials' },
  { id: 'tv', code: 11, label: 'TV', group: 'comfort' },
  { id: 'dryer', code: 12, label: 'Dryer', group: 'kitchen-laundry' },
  { id: 'dishwasher', code: 13, label: 'Dishwasher', group: 'kitchen-laundry' },
  { id: 'coffee-maker', code: 14, label: 'Coffee maker', group: 'kitchen-laundry' },
  { id: 'oven', code: 15, label: 'Oven', group: 'kitchen-laundry' },
  { id: 'towels-linen', code: 16, label: 'Towels and bed linen', group: 'essentials' },
  { id: 'hair-dryer', code: 17, label: 'Hair dryer', group: 'essentials' },
  { id: 'iron', code: 18, label: 'Iron', group: 'essentials' },
  { id: 'fireplace', code: 19, label: 'Fireplace', group: 'comfort' },
  { id: 'ceiling-fan', code: 20, label: 'Ceiling fan', group: 'comfort' },
  { id: 'garden', code: 21, label: 'Garden', group: 'outdoors' },
  { id: 'balcony', code: 22, label: 'Balcony or terrace', group: 'outdoors' },
  { id: 'bbq', code: 23, label: 'Barbecue grill', group: 'outdoors' },
  { id: 'outdoor-shower', code: 24, label: 'Outdoor shower', group: 'outdoors' },
  { id: 'cot', code: 25, label: 'Cot', group: 'family' },
  { id: 'high-chair', code: 26, label: 'High chair', group: 'family' },
  { id: 'step-free-entrance', code: 27, label: 'Step-free entrance', group: 'access' },
  { id: 'lift', code: 28, label: 'Lift', group: 'access' },
  { id: 'self-check-in', code: 29, label: 'Self check-in', group: 'access' },
  { id: 'ev-charger', code: 30, label: 'EV charger', group: 'access' },
] as const satisfies readonly AmenityEntry[];

export type AmenityId = (typeof CATALOGUE)[number]['id'];
export interface Amenity extends AmenityEntry {
  readonly id: AmenityId;
}

export const AMENITIES: readonly Amenity[] = Object.freeze(
  CATALOGUE.map((entry) => Object.freeze({ ...entry })),
);
export const AMENITY_IDS: readonly AmenityId[] = Object.freeze(AMENITIES.map((amenity) => amenity.id));

// Maps, not objects: an id read from a URL or a body ("__proto__", "constructor") must find nothing.
const BY_ID = new Map<string, Amenity>(AMENITIES.map((amenity) => [amenity.id, amenity]));
const BY_CODE = new Map<number, Amenity>(AMENITIES.map((amenity) => [amenity.code, amenity]));

export function isAmenityId(value: unknown): value is AmenityId {
  return typeof value === 'string' && BY_ID.has(value);
}

export function amenityById(id: AmenityId): Amenity {
  // Every AmenityId is in the catalogue (the type is derived from it).
  return BY_ID.get(id)!;
}

/** The stored codes (what the database holds) of these ids, in catalogue order. */
export function amenityCodes(ids: readonly AmenityId[]): number[] {
  return sortAmenityIds(ids).map((id) => amenityById(id).code);
}

/** Stored codes back to ids, in catalogue order; a code the catalogue no longer knows is dropped. */
export function amenityIdsFromCodes(codes: readonly number[]): AmenityId[] {
  const ids: AmenityId[] = [];
  for (const code of codes) {
    const amenity = BY_CODE.get(code);
    if (amenity) ids.push(amenity.id);
  }
  return sortAmenityIds(ids);
}

/** Distinct ids in catalogue order (the order every screen lists them in). */
export function sortAmenityIds(ids: readonly AmenityId[]): AmenityId[] {
  const chosen = new Set(ids);
  return AMENITY_IDS.filter((id) => chosen.has(id));
}

/** The catalogue grouped for the host's form: groups in AMENITY_GROUPS order, amenities in catalogue order. */
export function amenitiesByGroup(): { group: AmenityGroup; label: string; amenities: Amenity[] }[] {
  return AMENITY_GROUPS.map((group) => ({
    group,
    label: AMENITY_GROUP_LABELS[group],
    amenities: AMENITIES.filter((amenity) => amenity.group === group),
  }));
}
