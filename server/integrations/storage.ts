/**
 * File storage for images. The embedded default writes under DATA_DIR/uploads and the server serves
 * them at /uploads/…; an S3-compatible bucket is the production option (see docs/operations.md).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Stores the bytes under key (e.g. 'produits/maki-saumon-640.webp') and returns its public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
}

export function diskStorage(rootDir: string, publicPrefix = '/uploads'): Storage {
  const resolve = (key: string) => {
    const target = path.resolve(rootDir, key);
    if (!target.startsWith(path.resolve(rootDir) + path.sep)) throw new Error(`Clé de stockage invalide: ${key}`);
    return target;
  };
  return {
    async put(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
      return `${publicPrefix}/${key}`;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
