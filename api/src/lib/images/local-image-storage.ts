import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, keyBelow, type ImageStorage } from './image-storage';

/** Where the API serves the local folder (`plugins/external/static.ts`). */
export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/**
 * Images in a folder on this machine, served by the API itself at `/uploads/{key}`: the default of
 * `npm start` (no network, no bucket). One replica only: another one would not see these files.
 */
export function createLocalImageStorage(root: string): ImageStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside the target under a dot name (never served: dotfiles are denied), then renamed:
      // a crash mid-write leaves no half image at a served address.
      const temporary = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`,
      );
      try {
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    url: (key) => `${LOCAL_UPLOADS_PREFIX}${key}`,
    keyOf: (url) => keyBelow(LOCAL_UPLOADS_PREFIX, url),
  };
}
