/** The widths of the WebP variants (PRODUCT.md 26): phone cards, wide cards and galleries, 2x screens. */
export const VARIANT_STEPS = [400, 800, 1600] as const;

/**
 * The variant widths of an image `width` px wide, narrowest first: each step narrower than the
 * original, then the widest one capped at the original's width. Never an upscale; always at least one.
 * 1200 -> [400, 800, 1200]; 4000 -> [400, 800, 1600]; 300 -> [300].
 */
export function variantWidths(width: number): number[] {
  const widest = VARIANT_STEPS[VARIANT_STEPS.length - 1]!;
  const below = VARIANT_STEPS.filter((step) => step < Math.min(width, widest));
  return [...below, Math.min(width, widest)];
}

/** Where a variant is stored: beside its original, `listings/1-deck.jpg` -> `listings/1-deck.w400.webp`. */
export function variantKey(key: string, width: number): string {
  return `${key.replace(/\.[^./]+$/, '')}.w${width}.webp`;
}
