import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AchPurpose } from './ach-effects';

/** What became of an entry at the network: settled at the other bank, or returned with a code. */
export interface AchOutcome {
  entryId: string;
  userId: string;
  move: 'settle' | 'return';
  /** The return code (R01…) of a return; null when it settled. */
  returnCode: string | null;
}

/** Told in the transaction that moves the entry, so the listener's own rows move with it. */
export type AchOutcomeListener = (tx: EntityManager, outcome: AchOutcome) => Promise<void>;

/**
 * The seam through which the module that asked for an entry hears what became of it, without the
 * ach module knowing that module (no import cycle, and each module writes only its own tables).
 * Bill pay listens for its bill_payment entries at start-up; AchLifecycle tells it in the same
 * transaction as the entry's own move, so a payment's status can never disagree with its entry's.
 */
@Injectable()
export class AchOutcomes {
  private readonly listeners = new Map<AchPurpose, AchOutcomeListener>();

  /** One listener per purpose (a second is a wiring bug). */
  listen(purpose: AchPurpose, listener: AchOutcomeListener): void {
    if (this.listeners.has(purpose)) throw new Error(`ACH ${purpose} outcomes already heard`);
    this.listeners.set(purpose, listener);
  }

  /** Whether a module listens for the purpose's outcomes (and writes its notices itself). */
  heard(purpose: AchPurpose): boolean {
    return this.listeners.has(purpose);
  }

  async tell(tx: EntityManager, purpose: AchPurpose, outcome: AchOutcome): Promise<void> {
    await this.listeners.get(purpose)?.(tx, outcome);
  }
}
