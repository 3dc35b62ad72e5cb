import { resolve } from 'node:path';
import type { WorkerOptions } from 'worker_threads';

/**
 * The options of a worker thread started with `new Worker(new URL('./x.worker.ts',
 * import.meta.url))` from `callerFile` (its __filename). In the webpack bundle, webpack emits the
 * worker as a chunk of its own next to main.js and rewrites the URL: no options. Run from the
 * TypeScript sources (jest, through SWC), the URL is the .ts file, which the worker compiles with
 * @swc-node/register, resolving @vaultline/* through tsconfig.base.json's paths as jest does.
 */
export function workerOptions(callerFile: string): WorkerOptions {
  if (!callerFile.endsWith('.ts')) return {};
  return {
    // Only this: a worker given the parent's V8 flags (--max-old-space-size) refuses to start.
    execArgv: ['--require', '@swc-node/register'],
    env: {
      ...process.env,
      SWC_NODE_PROJECT: resolve(__dirname, '../../../../../tsconfig.base.json'),
      // Without source maps: under the register hook they make pdfkit about 1.6 times slower.
      SWC_NODE_SOURCE_MAP_MODE: 'none',
    },
  };
}
