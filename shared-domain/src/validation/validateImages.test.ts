import { MAX_IMAGE_BYTES } from '../constants';
import { MESSAGES } from '../messages';
import { validateImageCount, validateImageFile } from './validateImages';

describe('validateImageFile', () => {
  it('accepts images up to 10 MB', () => {
    expect(validateImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES })).toMatchObject({ ok: true });
    expect(validateImageFile({ type: 'image/jpeg', size: 1 })).toMatchObject({ ok: true });
  });

  it('refuses other file types and files over 10 MB', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toMatchObject({
      message: MESSAGES.imageNotAnImage,
    });
    expect(validateImageFile({ type: '', size: 10 })).toMatchObject({ message: MESSAGES.imageNotAnImage });
    expect(validateImageFile({ type: 'image/gif', size: MAX_IMAGE_BYTES + 1 })).toMatchObject({
      message: MESSAGES.imageTooLarge,
      field: 'photos',
    });
  });
});

describe('validateImageCount', () => {
  it("allows up to 10 images, then says 'Maximum 10 images allowed'", () => {
    expect(validateImageCount(7, 3)).toEqual({ ok: true, value: 10 });
    expect(validateImageCount(8, 3)).toEqual({
      ok: false,
      message: 'Maximum 10 images allowed',
      field: 'photos',
      code: 'invalid',
    });
  });
});
