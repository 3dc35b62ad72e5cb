import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as jpeg from 'jpeg-js';

const FIXTURES = join(__dirname, '../fixtures');

/**
 * The fixture photos of a check (e2e/fixtures, drawn by make-check-photos.cjs) with a few pixels of
 * this run changed: a check is deposited once, and a photo is recognised by its pixels, so a rerun
 * against the same database needs photos of its own. Answers the two files' paths.
 */
export function checkPhotos(): { front: string; back: string } {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
  const [front, back] = (['front', 'back'] as const).map((side) => {
    const image = jpeg.decode(readFileSync(join(FIXTURES, `check-${side}.jpg`)), {
      useTArray: true,
    });
    for (let i = 0; i < 64; i++) {
      const at = Math.floor(Math.random() * image.width * image.height) * 4;
      image.data[at] = Math.floor(Math.random() * 256);
    }
    const path = join(tmpdir(), `check-${side}-${stamp}.jpg`);
    writeFileSync(path, jpeg.encode({ ...image, data: Buffer.from(image.data) }, 90).data);
    return path;
  });
  return { front: front as string, back: back as string };
}
