import { availableParallelism } from 'node:os';
// Not 'node:worker_threads': webpack 5.110 takes `new Worker(new URL(…))` for worker_threads only
// under this name; under the other it takes Worker for the browser's global and emits broken code.
import { Worker } from 'worker_threads';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { workerOptions } from '../../platform/workers/worker-options';
import type { StatementFile, StatementFileInput } from './statement-file';
import type { StatementRenderReply } from './statement-render.worker';

/** Worker threads at most: one core is left to the API's event loop; more would only queue on CPUs. */
const WORKERS_MAX = Math.max(1, Math.min(4, availableParallelism() - 1));
/** A file not made by then has its worker ended (a 20,000-line PDF takes about 3 s). */
const RENDER_TIMEOUT_MS = 60_000;

interface Job {
  input: StatementFileInput;
  resolve: (file: StatementFile) => void;
  reject: (error: Error) => void;
}

/** A worker running statement-render.worker (named by the magic comment in the bundle). */
function startWorker(): Worker {
  return new Worker(
    /* webpackChunkName: "statement-render.worker" */
    new URL('./statement-render.worker.ts', import.meta.url),
    workerOptions(__filename),
  );
}

/** Answers a job: its file (the bytes moved from the worker, not copied), or why there is none. */
function settle(job: Job, outcome: StatementRenderReply | Error): void {
  if (outcome instanceof Error) return job.reject(outcome);
  if (!outcome.ok) return job.reject(new Error(outcome.message));
  const { body, fileName, sha256 } = outcome;
  job.resolve({
    body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
    fileName,
    sha256,
  });
}

/**
 * Makes statement files (PDF, CSV, JSON) in worker threads, so that a 20,000-line PDF never holds
 * the event loop that answers everyone else. At most WORKERS_MAX at once, the rest queued in order;
 * idle workers are kept (pdfkit loads once per worker) and do not keep the process alive.
 */
@Injectable()
export class StatementRenderService implements OnApplicationShutdown {
  private readonly logger = new Logger('StatementRender');
  private readonly workers = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private closed = false;

  /** The file, made in a worker thread. */
  render(input: StatementFileInput): Promise<StatementFile> {
    if (this.closed) return Promise.reject(new Error('Statement rendering has stopped'));
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(new Error('Statement rendering has stopped'));
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
  }

  /** Hands queued jobs to idle workers, starting workers up to WORKERS_MAX. */
  private dispatch(): void {
    while (this.queue.length > 0) {
      const idle = this.idle.pop();
      if (!idle && this.workers.size >= WORKERS_MAX) return;
      const job = this.queue.shift() as Job;
      const worker = idle ?? this.spawn(job);
      if (worker) this.run(worker, job);
    }
  }

  /** A new worker for `job`; null, the job refused with the reason, when none can start. */
  private spawn(job: Job): Worker | null {
    let worker: Worker;
    try {
      worker = startWorker();
    } catch (error) {
      job.reject(error as Error);
      return null;
    }
    this.workers.add(worker);
    // Always listened to: an 'error' nobody listens to would end the API. A job's own listeners say
    // what its failure was; these only forget the worker.
    worker.on('error', (error) => {
      this.logger.error(`A statement worker failed: ${error.message}`);
      this.retire(worker);
    });
    worker.on('exit', () => this.retire(worker));
    return worker;
  }

  /** One job on one worker: its answer, or its failure (the worker then goes), or its timeout. */
  private run(worker: Worker, job: Job): void {
    const finish = (outcome: StatementRenderReply | Error) => {
      clearTimeout(timer);
      worker.off('message', finish).off('error', finish).off('exit', exited);
      // A worker that failed or ran out of time goes; one that answered (even "could not") stays.
      if (outcome instanceof Error) this.retire(worker);
      else this.rest(worker);
      settle(job, outcome);
      this.dispatch();
    };
    const exited = (code: number) => finish(new Error(`A statement worker stopped (exit ${code})`));
    const timer = setTimeout(
      () => finish(new Error(`A statement file took over ${RENDER_TIMEOUT_MS / 1000} s`)),
      RENDER_TIMEOUT_MS,
    );
    worker.on('message', finish).on('error', finish).on('exit', exited);
    worker.ref();
    try {
      worker.postMessage(job.input);
    } catch (error) {
      // Nothing that cannot be copied to a thread reaches here, but a throw would end the API.
      finish(error as Error);
    }
  }

  /** Back to the idle workers; an idle worker does not keep the process alive. */
  private rest(worker: Worker): void {
    worker.unref();
    this.idle.push(worker);
  }

  /** A worker that failed, timed out or stopped: ended and forgotten (the next job starts another). */
  private retire(worker: Worker): void {
    if (!this.workers.delete(worker)) return;
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    void worker.terminate();
  }
}
