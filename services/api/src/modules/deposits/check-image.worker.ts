import { parentPort } from 'node:worker_threads';
import { CheckImageRefusal, reencode } from './check-image-codec';
import type {
  CheckImageProblem,
  ImageKind,
  ImageLimits,
  StoredCheckImage,
} from './check-image-codec';

export interface CodecRequest {
  id: number;
  bytes: Uint8Array;
  kind: ImageKind;
  limits: ImageLimits;
}

/** One photo's answer: the stored image, why it is refused, or what went wrong. */
export interface CodecReply {
  id: number;
  image?: Omit<StoredCheckImage, 'bytes'> & { bytes: Uint8Array };
  problem?: CheckImageProblem;
  error?: string;
}

/** A worker thread of CheckImageCodec: re-encodes one check photo at a time, off the event loop. */
parentPort?.on('message', ({ id, bytes, kind, limits }: CodecRequest) => {
  let reply: CodecReply;
  try {
    reply = { id, image: reencode(Buffer.from(bytes), kind, limits) };
  } catch (error) {
    reply =
      error instanceof CheckImageRefusal
        ? { id, problem: error.problem }
        : { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
