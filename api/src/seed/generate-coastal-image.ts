import sharp from 'sharp';

// Demo photos drawn locally (the machines that build this have no internet): a sky, a sun, the sea
// with waves, a beach and, on some, a row of houses, each scene tinted by its palette and varied by
// a seed so no two listings look alike.

export interface Palette {
  skyTop: string;
  skyHorizon: string;
  sea: string;
  seaDeep: string;
  sand: string;
  sun: string;
  accent: string;
}

export const PALETTES: readonly Palette[] = [
  {
    skyTop: '#4a90c2',
    skyHorizon: '#bfe3f2',
    sea: '#2a9d8f',
    seaDeep: '#1d6f8a',
    sand: '#f4dcb0',
    sun: '#fff4c2',
    accent: '#e76f51',
  },
  {
    skyTop: '#f28f3b',
    skyHorizon: '#ffd29d',
    sea: '#3a6ea5',
    seaDeep: '#274c77',
    sand: '#e9c89b',
    sun: '#fff1a8',
    accent: '#c8553d',
  },
  {
    skyTop: '#6d597a',
    skyHorizon: '#e56b6f',
    sea: '#355070',
    seaDeep: '#1f2f4a',
    sand: '#eaac8b',
    sun: '#ffd6a5',
    accent: '#b56576',
  },
  {
    skyTop: '#219ebc',
    skyHorizon: '#8ecae6',
    sea: '#0096c7',
    seaDeep: '#023e8a',
    sand: '#ffe8c2',
    sun: '#ffffff',
    accent: '#fb8500',
  },
  {
    skyTop: '#83c5be',
    skyHorizon: '#edf6f9',
    sea: '#006d77',
    seaDeep: '#05484f',
    sand: '#ffddd2',
    sun: '#fffdf0',
    accent: '#e29578',
  },
  {
    skyTop: '#264653',
    skyHorizon: '#e9c46a',
    sea: '#2a9d8f',
    seaDeep: '#1b5e57',
    sand: '#f4a261',
    sun: '#fefae0',
    accent: '#e76f51',
  },
];

/** Deterministic pseudo-random numbers, so re-seeding draws the same pictures. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10000) / 10000;
  };
}

function waves(rand: () => number, width: number, top: number, bottom: number, color: string): string {
  const lines: string[] = [];
  for (let y = top + 18; y < bottom; y += 22 + Math.floor(rand() * 14)) {
    const amplitude = 3 + rand() * 5;
    const length = 60 + rand() * 60;
    let d = `M 0 ${y.toFixed(1)}`;
    for (let x = 0; x < width; x += length) {
      d += ` q ${(length / 4).toFixed(1)} ${(-amplitude).toFixed(1)} ${(length / 2).toFixed(1)} 0 t ${(length / 2).toFixed(1)} 0`;
    }
    lines.push(
      `<path d="${d}" stroke="${color}" stroke-width="2.5" fill="none" opacity="${(0.25 + rand() * 0.35).toFixed(2)}"/>`,
    );
  }
  return lines.join('');
}

function houses(rand: () => number, width: number, baseline: number, palette: Palette): string {
  const colors = ['#ffffff', '#fdf0d5', '#f7ede2', palette.accent, '#a8dadc'];
  let x = width * (0.45 + rand() * 0.2);
  const parts: string[] = [];
  while (x < width - 40) {
    const w = 50 + rand() * 50;
    const h = 40 + rand() * 60;
    const color = colors[Math.floor(rand() * colors.length)] ?? '#ffffff';
    parts.push(
      `<rect x="${x.toFixed(0)}" y="${(baseline - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${color}"/>`,
      `<polygon points="${(x - 4).toFixed(0)},${(baseline - h).toFixed(0)} ${(x + w / 2).toFixed(0)},${(baseline - h - 22).toFixed(0)} ${(x + w + 4).toFixed(0)},${(baseline - h).toFixed(0)}" fill="${palette.accent}" opacity="0.9"/>`,
      `<rect x="${(x + w / 2 - 7).toFixed(0)}" y="${(baseline - h / 2).toFixed(0)}" width="14" height="18" fill="${palette.seaDeep}" opacity="0.7"/>`,
    );
    x += w + 6 + rand() * 18;
  }
  return parts.join('');
}

/** An SVG coastal scene; `variant` 0 = wide beach, 1 = sunset over the sea, 2 = village on the shore. */
export function coastalSvg(
  palette: Palette,
  seed: number,
  variant: number,
  width = 1200,
  height = 800,
): string {
  const rand = random(seed * 7919 + variant * 104729);
  const horizon = height * (variant === 1 ? 0.55 : 0.45 + rand() * 0.08);
  const shore = height * (0.72 + rand() * 0.1);
  const sunX = width * (0.2 + rand() * 0.6);
  const sunY = variant === 1 ? horizon - 20 : height * (0.12 + rand() * 0.15);
  const sunR = variant === 1 ? 70 : 36 + rand() * 24;
  const sandCurve = `M 0 ${shore.toFixed(0)} C ${(width * 0.3).toFixed(0)} ${(shore - 40 * rand()).toFixed(0)}, ${(width * 0.6).toFixed(0)} ${(shore + 30).toFixed(0)}, ${width} ${(shore - 20).toFixed(0)} L ${width} ${height} L 0 ${height} Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyHorizon}"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sea}"/><stop offset="1" stop-color="${palette.seaDeep}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${width}" height="${horizon.toFixed(0)}" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(sunR * 2.4).toFixed(0)}" fill="url(#glow)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${sunR.toFixed(0)}" fill="${palette.sun}"/>
  <rect y="${horizon.toFixed(0)}" width="${width}" height="${(height - horizon).toFixed(0)}" fill="url(#sea)"/>
  ${waves(rand, width, horizon, shore, '#ffffff')}
  ${variant === 2 ? houses(rand, width, shore + 10, palette) : ''}
  <path d="${sandCurve}" fill="${palette.sand}"/>
  <path d="${sandCurve}" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.6"/>
</svg>`;
}

/** The scene as a JPEG. */
export function renderCoastalJpeg(palette: Palette, seed: number, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(coastalSvg(palette, seed, variant)))
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
