import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { StatementFile, StatementFileInput } from './statement-file';
import { makeStatementFile } from './statement-file';

/** What the worker answers for one file. */
export type StatementRenderReply =
  | { ok: true; body: Uint8Array; fileName: string; sha256: string | null }
  | { ok: false; message: string };

/**
 * A worker thread of StatementRenderService: makes one statement file at a time, off the API's
 * event loop (a 20,000-line PDF is about 3 s of pdfkit), and hands the bytes back without a copy.
 */
async function answer(input: StatementFileInput): Promise<void> {
  let file: StatementFile;
  try {
    file = await makeStatementFile(input);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort?.postMessage({ ok: false, message } satisfies StatementRenderReply);
    return;
  }
  // Bytes of their own: pdfkit's buffers may share a pool, which cannot be moved to another thread.
  const body = new Uint8Array(file.body.byteLength);
  body.set(file.body);
  const reply: StatementRenderReply = {
    ok: true,
    body,
    fileName: file.fileName,
    sha256: file.sha256,
  };
  parentPort?.postMessage(reply, [body.buffer]);
}

/** How much lower than the API's thread this one runs, in nice steps (19 is the lowest there is). */
const NICER_BY = 10;

/**
 * Renders give way to requests: on Linux each thread has its own nice value, so this thread waits
 * whenever the thread answering requests (or anything else at the default priority) wants the
 * core, and /api/health/live stays quick on a machine with few cores. Elsewhere, or where it is
 * not allowed, the worker runs at the default priority.
 */
function giveWayToRequests(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return;
    setPriority(threadId, Math.min(19, getPriority(threadId) + NICER_BY));
  } catch {
    // not Linux, or not allowed: the default priority
  }
}

giveWayToRequests();
parentPort?.on('message', (input: StatementFileInput) => void answer(input));
