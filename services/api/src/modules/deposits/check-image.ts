// Not 'node:worker_threads': webpack takes `new Worker(new URL(…))` for worker_threads only under this name.
import { Worker } from 'worker_threads';
import { Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import {
  CHECK_IMAGE_MAX_BYTES,
  CHECK_IMAGE_MAX_SIDE,
  CHECK_IMAGE_MIN_HEIGHT,
  CHECK_IMAGE_MIN_WIDTH,
} from '@vaultline/contracts';
import { sniffMediaType } from '../../platform/files/media-type';
import { workerOptions } from '../../platform/workers/worker-options';
import { CheckImageRefusal, fitsLimits } from './check-image-codec';
import type { ImageKind, ImageLimits, StoredCheckImage } from './check-image-codec';
import type { CodecReply } from './check-image.worker';

export { CheckImageRefusal };
export type { CheckImageProblem, StoredCheckImage } from './check-image-codec';

// A check's photo as the server keeps it: decoded from the customer's JPEG or PNG (nothing but
// its pixels survives: no EXIF, no comments, no bytes after the image), scaled down to at most
// STORED_WIDTH wide and encoded again as a JPEG. Pure JavaScript (no native image library), in a
// worker thread (check-image.worker.ts): the cheap checks run here first.

/** Wide enough to read a MICR line and an endorsement; a 12-megapixel photo is scaled to this. */
export const STORED_WIDTH = 1600;
/** A photo that takes longer than this to re-encode is refused as unreadable (its worker ended). */
const CODEC_TIMEOUT_MS = 30_000;

function kindOf(bytes: Buffer): ImageKind | null {
  if (bytes.length < 24) return null;
  const type = sniffMediaType(bytes);
  return type === 'image/png' ? 'png' : type === 'image/jpeg' ? 'jpeg' : null;
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

const LIMITS: ImageLimits = {
  minLong: CHECK_IMAGE_MIN_WIDTH,
  minShort: CHECK_IMAGE_MIN_HEIGHT,
  maxSide: CHECK_IMAGE_MAX_SIDE,
  storedWidth: STORED_WIDTH,
};

/** A worker running check-image.worker (named by the magic comment in the bundle). */
function startWorker(): Worker {
  return new Worker(
    /* webpackChunkName: "check-image.worker" */
    new URL('./check-image.worker.ts', import.meta.url),
    workerOptions(__filename),
  );
}

interface Pending {
  resolve: (image: StoredCheckImage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** Re-encodes check photos in one worker thread, one at a time (started on first use). */
@Injectable()
export class CheckImageCodec implements OnModuleDestroy {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /**
   * Refusals (CheckImageRefusal): too_large, type (neither JPEG nor PNG, whatever was claimed),
   * dimensions, unreadable.
   */
  async reencode(bytes: Buffer): Promise<StoredCheckImage> {
    if (bytes.length > CHECK_IMAGE_MAX_BYTES) throw new CheckImageRefusal('too_large');
    const kind = kindOf(bytes);
    if (!kind) throw new CheckImageRefusal('type');
    const size = declaredSize(bytes, kind);
    if (!size) throw new CheckImageRefusal('unreadable');
    if (!fitsLimits(size, LIMITS)) throw new CheckImageRefusal('dimensions');
    return this.run(bytes, kind);
  }

  private run(bytes: Buffer, kind: ImageKind): Promise<StoredCheckImage> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle({ id, problem: 'unreadable' });
        void this.worker?.terminate();
      }, CODEC_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      this.start().postMessage({ id, bytes, kind, limits: LIMITS });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.unref();
    worker.on('message', (answer: CodecReply) => this.settle(answer));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => this.fail(new Error('check image worker exited')));
    this.worker = worker;
    return worker;
  }

  private settle(answer: CodecReply): void {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    clearTimeout(waiting.timer);
    if (answer.image) waiting.resolve({ ...answer.image, bytes: Buffer.from(answer.image.bytes) });
    else if (answer.problem) waiting.reject(new CheckImageRefusal(answer.problem));
    else waiting.reject(new Error(answer.error ?? 'check image worker failed'));
  }

  /** The worker died: everything waiting fails, the next photo starts a new one. */
  private fail(error: Error): void {
    this.worker = null;
    for (const [id] of this.pending) this.settle({ id, error: error.message });
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
