import { detectImageType, IMAGE_SIGNATURE_BYTES } from './detectImageType';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)),
  );

describe('detectImageType', () => {
  it('recognises JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('image/jpeg');
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBe('image/png');
    expect(detectImageType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(detectImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses text, other RIFF files, PDFs and headers cut short', () => {
    expect(detectImageType(bytes('not a photo'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PN'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it('needs no more than IMAGE_SIGNATURE_BYTES', () => {
    const webp = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 extra bytes');
    expect(detectImageType(webp.slice(0, IMAGE_SIGNATURE_BYTES))).toBe('image/webp');
  });
});
