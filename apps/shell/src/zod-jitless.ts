// Imported first by main.ts: zod probes for eval (new Function) when it builds an object schema
// unless told not to, and a strict CSP reports that probe as a violation. Its settings live on
// globalThis, so this covers the remotes' copies of zod too.
import { z } from 'zod';

z.config({ jitless: true });
