// Seeding draws 80 coastal scenes and encodes each as a JPEG and three WebP variants: about 20 s of
// CPU on every `npm start --fresh-data`, `npm run seed` and test run (four seeds in `npm test`). The
// pictures depend only on their SVG and the encoders, so they are kept in the temp directory under a
// hash of both and drawn once per machine. The hash takes in the encoding functions' own source text,
// so changing a quality setting draws them anew without anyone having to remember a version number.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

/** One file: a JSON header line (sizes and variant widths), then the JPEG and the variants' bytes. */
function pack(image: DrawnSeedImage): Buffer {
  const header = JSON.stringify({
    width: image.width,
    height: image.height,
    parts: [image.jpeg.length, ...image.variants.map((v) => v.bytes.length)],
    widths: image.variants.map((v) => v.width),
  });
  return Buffer.concat([Buffer.from(`${header}\n`), image.jpeg, ...image.variants.map((v) => v.bytes)]);
}

function unpack(file: Buffer): DrawnSeedImage | null {
  try {
    const newline = file.indexOf(10);
    const header = JSON.parse(file.subarray(0, newline).toString()) as {
      width: number;
      height: number;
      parts: number[];
      widths: number[];
    };
    let offset = newline + 1;
    const parts = header.parts.map((length) => file.subarray(offset, (offset += length)));
    if (offset !== file.length || parts.length !== header.widths.length + 1) return null;
    const [jpeg, ...variants] = parts;
    return {
      jpeg: jpeg!,
      width: header.width,
      height: header.height,
      variants: variants.map((bytes, i) => ({ width: header.widths[i]!, bytes })),
    };
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
  const cached = await fs.readFile(file).then(unpack, () => null);
  if (cached) return cached;
  const image = await draw(palette, seed, variant);
  try {
    await fs.mkdir(cacheDir, { recursive: true });
    // Written aside, then renamed: a seed running at the same time never reads half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(partial, pack(image));
    await fs.rename(partial, file);
  } catch {
    // A cache that cannot be written only costs the next seed the drawing.
  }
  return image;
}
