import type { AchReturnCode } from './nacha/nacha-return-codes';

/** An entry the receiving bank sends back, by the trace number it had in the file. */
export interface AchReturn {
  traceNumber: string;
  code: AchReturnCode;
}

/**
 * The ACH network (the operator and the receiving banks behind it). A deployment binds its own
 * connection to ACH_NETWORK; the demo and the tests use the simulated one.
 */
export interface AchNetwork {
  /** Whether this is the demo's simulated network (its other banks' statements can be read). */
  readonly simulated: boolean;
  /** Settles a file the bank sent; answers the entries the receiving banks return. */
  settle(fileText: string): Promise<AchReturn[]>;
}

export const ACH_NETWORK = Symbol('ACH_NETWORK');
