#!/usr/bin/env node
// npm run bench:check-photo — what re-encoding a phone's photo of a check costs the API's event
// loop. A 12-megapixel JPEG (4032 × 3024, as a phone takes it) is re-encoded the way the deposits
// module keeps it (decoded, checked, scaled to 1600 px wide, encoded again): first on this thread,
// as it would be without a worker, then by the built API's worker (dist/services/api/
// check-image.worker.js). A timer due every 20 ms measures how late it fires: the event loop's stall.
import { once } from 'node:events';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { Worker } from 'node:worker_threads';
import jpeg from 'jpeg-js';
import { ROOT } from '../remotes/remotes.mjs';
import { buildApi } from './bench-support.mjs';

const WIDTH = 4032;
const HEIGHT = 3024;
const TICK_MS = 20;
const LIMITS = { minLong: 600, minShort: 250, maxSide: 4096, storedWidth: 1600 };

function phonePhoto() {
  const data = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    const x = i % WIDTH;
    const shade = 180 + ((x * 7 + Math.floor(i / WIDTH) * 3) % 60) + ((i * 2654435761) % 16);
    data[i * 4] = shade;
    data[i * 4 + 1] = shade - 10;
    data[i * 4 + 2] = shade - 20;
    data[i * 4 + 3] = 255;
  }
  return jpeg.encode({ data, width: WIDTH, height: HEIGHT }, 90).data;
}

/** Runs `work` while a 20 ms timer runs; answers how long it took and the timer's worst lateness. */
async function withStallProbe(work) {
  let worst = 0;
  let due = performance.now() + TICK_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - due);
    due = now + TICK_MS;
  }, TICK_MS);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  await work();
  const took = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 100));
  clearInterval(timer);
  return { took, worst };
}

function onThisThread(bytes) {
  const pixels = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxMemoryUsageInMB: 512,
  });
  const height = Math.round((pixels.height * LIMITS.storedWidth) / pixels.width);
  const data = Buffer.alloc(LIMITS.storedWidth * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < LIMITS.storedWidth; x++) {
      const from =
        (Math.floor((y * pixels.height) / height) * pixels.width +
          Math.floor((x * pixels.width) / LIMITS.storedWidth)) *
        4;
      for (let c = 0; c < 4; c++)
        data[(y * LIMITS.storedWidth + x) * 4 + c] = pixels.data[from + c];
    }
  return jpeg.encode({ data, width: LIMITS.storedWidth, height }, 85).data;
}

async function inTheWorker(bytes) {
  const worker = new Worker(join(ROOT, 'dist/services/api/check-image.worker.js'));
  const reply = once(worker, 'message');
  worker.postMessage({ id: 1, bytes, kind: 'jpeg', limits: LIMITS });
  const [answer] = await reply;
  await worker.terminate();
  if (!answer.image) throw new Error(`the worker refused the photo: ${JSON.stringify(answer)}`);
  return answer.image;
}

buildApi();
const bytes = phonePhoto();
console.log(
  `A ${WIDTH} × ${HEIGHT} JPEG of ${(bytes.length / 1e6).toFixed(1)} MB, re-encoded to ${LIMITS.storedWidth} px wide:`,
);
const here = await withStallProbe(() => Promise.resolve(onThisThread(bytes)));
console.log(
  `  on the event loop: ${here.took.toFixed(0)} ms; a 20 ms timer fired up to ${here.worst.toFixed(0)} ms late`,
);
const there = await withStallProbe(() => inTheWorker(bytes));
console.log(
  `  in the API's worker: ${there.took.toFixed(0)} ms; a 20 ms timer fired up to ${there.worst.toFixed(0)} ms late`,
);
