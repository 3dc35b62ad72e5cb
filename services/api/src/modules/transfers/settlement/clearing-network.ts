import type { RecipientData } from '../transfer-row';

/** What the clearing network answers for an external transfer at settlement. */
export type ClearingAnswer = 'accepted' | 'returned';

/**
 * The network that carries external transfers to other banks (ACH in the US). A deployment binds
 * its own implementation to CLEARING_NETWORK; the demo and the tests use the simulated one.
 */
export interface ClearingNetwork {
  answer(transfer: { id: string; recipient: RecipientData }): Promise<ClearingAnswer>;
}

export const CLEARING_NETWORK = Symbol('CLEARING_NETWORK');

/**
 * The simulated receiving bank of the demo and tests: account numbers ending in 0000 do not exist
 * there and come back; every other transfer is accepted.
 */
export class SimulatedClearingNetwork implements ClearingNetwork {
  answer(transfer: { recipient: RecipientData }): Promise<ClearingAnswer> {
    return Promise.resolve(
      transfer.recipient.accountNumber.endsWith('0000') ? 'returned' : 'accepted',
    );
  }
}
