import * as jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Customer } from '../../support/banking';
import { newKey } from '../../support/banking';
import { call } from '../../support/http';
import type { TestApp } from '../../support/test-app';

/** A routing number with a valid ABA check digit: the bank a deposited check is drawn on. */
export const DRAWN_ON = '011000015';

/**
 * A photo of a check drawn in memory: paper, a border, the amount box and MICR line as dark
 * blocks, and speckles placed by `seed`, so each seed is a different photo.
 */
export function checkPixels(seed: number, width = 1200, height = 540): Buffer {
  const data = Buffer.alloc(width * height * 4, 0xff);
  const paint = (x: number, y: number, shade: number) => {
    const at = (y * width + x) * 4;
    data[at] = shade;
    data[at + 1] = shade;
    data[at + 2] = shade;
  };
  for (let x = 0; x < width; x++)
    for (const y of [4, height - 5, Math.floor(height * 0.85)]) paint(x, y, 40);
  for (let y = 0; y < height; y++) for (const x of [4, width - 5]) paint(x, y, 40);
  // A 32-bit LCG in integer arithmetic (Math.imul): in doubles, state × 1103515245 passes 2^53
  // and rounds: 20,000 seeds then drew only ~7,000 different photos, and a new check's photo
  // could match an earlier deposit's (refused as a duplicate).
  let state = (seed * 7919 + 17) >>> 0;
  for (let i = 0; i < 4000; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    paint(state % width, Math.floor(state / width) % height, (state >>> 8) % 200);
  }
  return data;
}

export function checkJpeg(seed: number, width = 1200, height = 540): Buffer {
  return jpeg.encode({ data: checkPixels(seed, width, height), width, height }, 90).data;
}

export function checkPng(seed: number, width = 1200, height = 540): Buffer {
  const png = new PNG({ width, height });
  checkPixels(seed, width, height).copy(png.data);
  return PNG.sync.write(png);
}

/** A JPEG with an EXIF block (a camera's, with a GPS position) right after its start marker. */
export function withExif(photo: Buffer): Buffer {
  const exif = Buffer.from('Exif\0\0GPSLatitude 51.5007 GPSLongitude -0.1246 Camera Pixel 9');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(exif.length + 2);
  return Buffer.concat([
    photo.subarray(0, 2),
    Buffer.from([0xff, 0xe1]),
    length,
    exif,
    photo.subarray(2),
  ]);
}

export function upload(
  t: TestApp,
  customer: { accessToken: string },
  photo: Buffer,
  type = 'image/jpeg',
) {
  return call(t, 'POST', '/api/check-deposits/images', {
    token: customer.accessToken,
    raw: { contentType: type, payload: photo },
  });
}

/** Uploads a front and a back (photos `seed` and `seed + 1`); answers their ids. */
export async function photos(t: TestApp, customer: Customer, seed: number) {
  const front = await upload(t, customer, checkJpeg(seed));
  const back = await upload(t, customer, checkJpeg(seed + 1));
  if (front.status !== 201 || back.status !== 201)
    throw new Error(`photos: ${front.status} ${front.text} ${back.status} ${back.text}`);
  return { frontImageId: front.body.id as string, backImageId: back.body.id as string };
}

let checkNumbers = 1000;

export interface CheckDetails {
  amountMinor: number;
  micrAccount?: string;
  checkNumber?: string;
  seed?: number;
  images?: { frontImageId: string; backImageId: string };
}

/** Deposits a check (new photos unless given); answers the call's result. */
export async function depositCheck(
  t: TestApp,
  customer: Customer,
  details: CheckDetails,
  key = newKey(),
) {
  const images =
    details.images ?? (await photos(t, customer, details.seed ?? Math.floor(Math.random() * 1e9)));
  return call(t, 'POST', '/api/check-deposits', {
    token: customer.accessToken,
    headers: { 'idempotency-key': key },
    body: {
      accountId: customer.accountId,
      amountMinor: details.amountMinor,
      checkNumber: details.checkNumber ?? String((checkNumbers += 1)),
      micrRouting: DRAWN_ON,
      micrAccount: details.micrAccount ?? `55${Math.floor(Math.random() * 1e8)}9`,
      ...images,
      endorsed: true,
    },
  });
}
