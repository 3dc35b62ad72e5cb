import { createHash } from 'node:crypto';
import * as jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import {
  CHECK_IMAGE_MAX_BYTES,
  CHECK_IMAGE_MAX_SIDE,
  CHECK_IMAGE_MIN_HEIGHT,
  CHECK_IMAGE_MIN_WIDTH,
} from '@vaultline/contracts';

// A check's photo as the server keeps it: decoded from the customer's JPEG or PNG (nothing but
// its pixels survives: no EXIF, no comments, no bytes after the image), scaled down to at most
// STORED_WIDTH wide and encoded again as a JPEG. Pure JavaScript: no native image library.

/** Wide enough to read a MICR line and an endorsement; a 12-megapixel photo is scaled to this. */
export const STORED_WIDTH = 1600;
const JPEG_QUALITY = 85;

export type CheckImageProblem = 'type' | 'too_large' | 'unreadable' | 'dimensions';

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

interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array;
}

type ImageKind = 'png' | 'jpeg';

function kindOf(bytes: Buffer): ImageKind | null {
  if (bytes.length < 24) return null;
  if (bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** The JPEG's size from its first start-of-frame marker, read before anything is decoded. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

/** The size the header claims, so a decompression bomb is refused before it is decoded. */
function declaredSize(bytes: Buffer, kind: ImageKind): { width: number; height: number } | null {
  if (kind === 'png') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  return jpegSize(bytes);
}

function fitsLimits({ width, height }: { width: number; height: number }): boolean {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  return (
    long >= CHECK_IMAGE_MIN_WIDTH && short >= CHECK_IMAGE_MIN_HEIGHT && long <= CHECK_IMAGE_MAX_SIDE
  );
}

function decode(bytes: Buffer, kind: ImageKind): Pixels {
  try {
    if (kind === 'png') return PNG.sync.read(bytes);
    return jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: (CHECK_IMAGE_MAX_SIDE * CHECK_IMAGE_MAX_SIDE) / 1e6,
      maxMemoryUsageInMB: 256,
    });
  } catch {
    throw new CheckImageRefusal('unreadable');
  }
}

/** A box-filtered copy at most `maxWidth` wide (each target pixel the mean of its source block). */
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
      const sums = [0, 0, 0, 0];
      for (let sy = y0; sy < y1; sy++)
        for (let sx = x0; sx < x1; sx++) {
          const at = (sy * source.width + sx) * 4;
          for (let c = 0; c < 4; c++)
            sums[c] = (sums[c] as number) + (source.data[at + c] as number);
        }
      const count = (y1 - y0) * (x1 - x0);
      for (let c = 0; c < 4; c++)
        data[(y * width + x) * 4 + c] = Math.round((sums[c] as number) / count);
    }
  }
  return { width, height, data };
}

function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The photo as the bank keeps it. Refusals (CheckImageRefusal): 'too_large' over
 * CHECK_IMAGE_MAX_BYTES, 'type' when the bytes are neither JPEG nor PNG (whatever was claimed),
 * 'dimensions' outside the size limits, 'unreadable' when it does not decode.
 */
export function reencodeCheckImage(bytes: Buffer): StoredCheckImage {
  if (bytes.length > CHECK_IMAGE_MAX_BYTES) throw new CheckImageRefusal('too_large');
  const kind = kindOf(bytes);
  if (!kind) throw new CheckImageRefusal('type');
  const size = declaredSize(bytes, kind);
  if (!size) throw new CheckImageRefusal('unreadable');
  if (!fitsLimits(size)) throw new CheckImageRefusal('dimensions');
  const pixels = decode(bytes, kind);
  if (!fitsLimits(pixels)) throw new CheckImageRefusal('dimensions');
  const pixelsSha256 = sha256(
    Buffer.concat([Buffer.from(`${pixels.width}x${pixels.height}:`), pixels.data]),
  );
  const stored = scaleDown(pixels, STORED_WIDTH);
  const encoded = jpeg.encode({ ...stored, data: Buffer.from(stored.data) }, JPEG_QUALITY).data;
  return {
    bytes: encoded,
    sha256: sha256(encoded),
    pixelsSha256,
    width: stored.width,
    height: stored.height,
  };
}
