// Seeding draws 80 coastal scenes and encodes each as a JPEG and three WebP variants: about 20 s of
// CPU on every `npm start --fresh-data`, `npm run seed` and test run (four seeds in `npm test`). The
// pictures depend only on their SVG and the encoders, so they are kept in the temp directory under a
// hash of both and drawn once per machine. The hash takes in the encoding functions' own source text,
// so changing a quality setting draws them anew without anyone having to remember a version number.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import sharp from 'sharp';
import { renderVariants, type RenderedVariant } from '../lib/images/process-image';
import { coastalSvg, renderCoastalJpeg, type Palette } from './generate-coastal-image';

export interface DrawnSeedImage {
  jpeg: Buffer;
  width: number;
  height: number;
  variants: RenderedVariant[];
}

const CACHE_DIR = path.join(os.tmpdir(), 'shoreline-seed-images');

async function draw(palette: Palette, seed: number, variant: number): Promise<DrawnSeedImage> {
  const jpeg = await renderCoastalJpeg(palette, seed, variant);
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  return { jpeg, width, height, variants: await renderVariants(() => sharp(jpeg), width) };
}

function cacheKey(svg: string): string {
  return createHash('sha256')
    .update(svg)
    .update(JSON.stringify(sharp.versions))
    .update(renderCoastalJpeg.toString())
    .update(renderVariants.toString())
    .digest('hex');
}

/** A cache file as drawn, or null when it is damaged or from another shape of DrawnSeedImage. */
function readCached(file: Buffer): DrawnSeedImage | null {
  try {
    // v8's serializer keeps Buffers as Buffers: no format of our own to write and parse.
    const image = v8.deserialize(file) as Partial<DrawnSeedImage>;
    const whole =
      Buffer.isBuffer(image.jpeg) &&
      Array.isArray(image.variants) &&
      image.variants.every((v) => Buffer.isBuffer(v.bytes) && typeof v.width === 'number');
    return whole ? (image as DrawnSeedImage) : null;
  } catch {
    return null;
  }
}

/** The scene as a JPEG with its WebP variants: from the machine's cache, else drawn and cached. */
export async function drawSeedImage(
  palette: Palette,
  seed: number,
  variant: number,
  cacheDir = CACHE_DIR,
): Promise<DrawnSeedImage> {
  const file = path.join(cacheDir, `${cacheKey(coastalSvg(palette, seed, variant))}.bin`);
  const cached = await fs.readFile(file).then(readCached, () => null);
  if (cached) return cached;
  const image = await draw(palette, seed, variant);
  try {
    await fs.mkdir(cacheDir, { recursive: true });
    // Written aside, then renamed: a seed running at the same time never reads half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(partial, v8.serialize(image));
    await fs.rename(partial, file);
  } catch {
    // A cache that cannot be written only costs the next seed the drawing.
  }
  return image;
}
