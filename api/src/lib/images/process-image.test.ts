import sharp from 'sharp';
import { OPTIMISED_JPEG_MAX_PIXELS, processImage, type ProcessedImage } from './process-image';
import { readImageHeader } from './read-image-header';

// Issue 20 item 7: what one image costs the replica while it is processed, and that it is given back.

/** The counts of code lengths 1-16 of a JPEG's first Huffman table (the luminance DC one). */
function firstHuffmanCounts(jpeg: Buffer): number[] {
  for (let at = 2; at < jpeg.length;) {
    const marker = jpeg.readUInt16BE(at);
    const length = jpeg.readUInt16BE(at + 2);
    if (marker === 0xffc4) return [...jpeg.subarray(at + 5, at + 5 + 16)];
    at += 2 + length;
  }
  throw new Error('no Huffman table');
}

/** ITU T.81 Annex K.3: the table a JPEG carries when its Huffman coding was not optimised. */
const STANDARD_LUMINANCE_DC = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];

/** A flat colour: quick to encode, and its optimised tables are nothing like the standard ones. */
async function plainJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('processImage', () => {
  it('keeps no libvips cache and runs one thread per pipeline (the queue decides the parallelism)', () => {
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 } });
    expect(sharp.concurrency()).toBe(1);
  });

  it('optimises the Huffman coding of a JPEG up to 12 MP, not above, where it holds the whole image', async () => {
    const phone = (await processImage(await plainJpeg(4000, 3000))) as ProcessedImage;
    expect(4000 * 3000).toBeLessThanOrEqual(OPTIMISED_JPEG_MAX_PIXELS);
    expect(firstHuffmanCounts(phone.original)).not.toEqual(STANDARD_LUMINANCE_DC);

    const large = (await processImage(await plainJpeg(4200, 3100))) as ProcessedImage;
    expect(4200 * 3100).toBeGreaterThan(OPTIMISED_JPEG_MAX_PIXELS);
    expect(firstHuffmanCounts(large.original)).toEqual(STANDARD_LUMINANCE_DC);
    expect([large.width, large.height]).toEqual([4200, 3100]);
    expect(large.variants.map((variant) => variant.width)).toEqual([400, 800, 1600]);
  });
});

describe('readImageHeader', () => {
  it('reads the size of every frame an animation will decode, without decoding', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 30, height: 20, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect(await readImageHeader(gif)).toEqual({
      format: 'gif',
      width: 30,
      height: 20,
      frames: 3,
      pixels: 30 * 20 * 3,
    });
    expect(await readImageHeader(Buffer.from('not an image'))).toBe('not-an-image');
  });
});
