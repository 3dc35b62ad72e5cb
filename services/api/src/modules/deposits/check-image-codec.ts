import { createHash } from 'node:crypto';
import * as jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

// The heavy part of keeping a check's photo, run in a worker thread (check-image.worker.ts) so a
// 12-megapixel decode (about 1.8 s of CPU on this machine) never stalls the API's event loop:
// decode the JPEG or PNG (pure JavaScript), check its real size, hash its pixels, scale it down
// with a box filter and encode a new JPEG, so nothing but the pixels survives (no EXIF).

export type CheckImageProblem = 'type' | 'too_large' | 'unreadable' | 'dimensions';
export type ImageKind = 'png' | 'jpeg';

export class CheckImageRefusal extends Error {
  constructor(readonly problem: CheckImageProblem) {
    super(`check image refused: ${problem}`);
  }
}

export interface StoredCheckImage {
  bytes: Buffer;
  sha256: string;
  /** Of the decoded pixels (and their size): the same photo sent again, however it was saved. */
  pixelsSha256: string;
  width: number;
  height: number;
}

export interface ImageLimits {
  minLong: number;
  minShort: number;
  maxSide: number;
  /** Stored photos are at most this wide. */
  storedWidth: number;
}

interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array;
}

const JPEG_QUALITY = 85;

export function fitsLimits(size: { width: number; height: number }, limits: ImageLimits): boolean {
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  return long >= limits.minLong && short >= limits.minShort && long <= limits.maxSide;
}

function decode(bytes: Buffer, kind: ImageKind, maxSide: number): Pixels {
  try {
    if (kind === 'png') return PNG.sync.read(bytes);
    return jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: (maxSide * maxSide) / 1e6,
      maxMemoryUsageInMB: 512,
    });
  } catch {
    throw new CheckImageRefusal('unreadable');
  }
}

/** The mean of one target pixel's source block (x0..x1, y0..y1), channel by channel, into `out`. */
function boxMean(
  source: Pixels,
  block: [number, number, number, number],
  out: Uint8Array,
  at: number,
) {
  const [x0, x1, y0, y1] = block;
  const sums = [0, 0, 0, 0];
  for (let sy = y0; sy < y1; sy++)
    for (let sx = x0; sx < x1; sx++) {
      const from = (sy * source.width + sx) * 4;
      for (let c = 0; c < 4; c++) sums[c] = (sums[c] as number) + (source.data[from + c] as number);
    }
  const count = (y1 - y0) * (x1 - x0);
  for (let c = 0; c < 4; c++) out[at + c] = Math.round((sums[c] as number) / count);
}

/** A box-filtered copy at most `maxWidth` wide. */
export function scaleDown(source: Pixels, maxWidth: number): Pixels {
  if (source.width <= maxWidth) return source;
  const width = maxWidth;
  const height = Math.max(1, Math.round((source.height * width) / source.width));
  const data = new Uint8Array(width * height * 4);
  const xRatio = source.width / width;
  const yRatio = source.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * yRatio);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * yRatio));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * xRatio);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * xRatio));
      boxMean(source, [x0, x1, y0, y1], data, (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The stored image. Refusals: 'unreadable' (does not decode), 'dimensions' (real size outside the limits). */
export function reencode(bytes: Buffer, kind: ImageKind, limits: ImageLimits): StoredCheckImage {
  const pixels = decode(bytes, kind, limits.maxSide);
  if (!fitsLimits(pixels, limits)) throw new CheckImageRefusal('dimensions');
  const size = Buffer.from(`${pixels.width}x${pixels.height}:`);
  const pixelsSha256 = sha256(Buffer.concat([size, pixels.data]));
  const stored = scaleDown(pixels, limits.storedWidth);
  const encoded = jpeg.encode({ ...stored, data: Buffer.from(stored.data) }, JPEG_QUALITY).data;
  return {
    bytes: encoded,
    sha256: sha256(encoded),
    pixelsSha256,
    width: stored.width,
    height: stored.height,
  };
}
