import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { SecondFactorMethod } from '@vaultline/contracts';
import type { Queryable } from '../../platform/database/sql';
import { AuthenticatorsService, type CheckedStep, codeReused } from './authenticators.service';
import { wrongCode } from './code-errors';
import { CodeFailuresService } from './code-failures.service';
import type { CodePurpose } from './code-purposes';
import type { CheckedCode } from './one-time-code.types';
import { OneTimeCodesService } from './one-time-codes.service';

/** The step-ups a signed-in customer passes before a sensitive change; each has its own codes. */
export type StepUpPurpose = Extract<
  CodePurpose,
  | 'transfer_step_up'
  | 'payee_add'
  | 'external_link'
  | 'biller_add'
  | 'card_reveal'
  | 'pin_unlock'
  | 'pin_reset'
  | 'email_change_current'
  | 'security_change'
>;

/** A step-up opened: how the customer answers it, and the code to email (null for the app). */
export interface OpenedStepUp {
  method: SecondFactorMethod;
  code: string | null;
}

/** A right answer to a step-up, checked but not spent: spend it in the effect's transaction. */
export interface StepUpProof {
  challenge: CheckedCode;
  step: CheckedStep | null;
}

/** The marker in a step-up's row (its context) that the authenticator app answers it. */
const APP_FACTOR = 'totp';

/**
 * Step-up verification: the customer's second factor again, for one action. Where an authenticator
 * app is set up it answers every step-up and nothing is emailed; otherwise a 6-digit code goes to
 * the verified address. Either way a row in one_time_codes holds what the step-up is for (its
 * context: a transfer's binding, a payee's details), its tries and its expiry, so an answer only
 * ever unlocks the action that opened it; wrong answers count toward the purpose's daily lock.
 */
@Injectable()
export class StepUpService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly codes: OneTimeCodesService,
    private readonly authenticators: AuthenticatorsService,
    private readonly failures: CodeFailuresService,
  ) {}

  /** How this customer answers step-ups: the app where one is set up, else an emailed code. */
  async method(userId: string, db: Queryable = this.db): Promise<SecondFactorMethod> {
    return (await this.authenticators.isActive(userId, db)) ? 'totp' : 'email';
  }

  /**
   * Opens a step-up for `context` (earlier open ones of the purpose stop working). With email the
   * caller mails the code returned, after the commit. Errors: AUTH_CODE_LOCKED.
   */
  async open(
    tx: EntityManager,
    userId: string,
    purpose: StepUpPurpose,
    context: Record<string, unknown>,
  ): Promise<OpenedStepUp> {
    if ((await this.method(userId, tx)) === 'email') {
      const { code } = await this.codes.issueCode(tx, userId, purpose, context);
      return { method: 'email', code };
    }
    await this.failures.assertOpen(tx, userId, purpose);
    await this.codes.issueChallenge(tx, userId, purpose, { ...context, factor: APP_FACTOR });
    return { method: 'totp', code: null };
  }

  /** The row a step-up the transfer write path stores itself would need, for the app's challenge. */
  appContext(context: Record<string, unknown>): Record<string, unknown> {
    return { ...context, factor: APP_FACTOR };
  }

  /**
   * Checks an answer to the customer's latest open step-up of the purpose (outside any
   * transaction: the try is counted first, also toward the daily lock).
   * Errors: AUTH_CODE_INVALID, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED, AUTH_CODE_LOCKED,
   * AUTH_CODE_REUSED (a code from the app already used), AUTH_TOTP_NOT_ENABLED (the app was
   * removed since the step-up opened).
   */
  async check(userId: string, purpose: StepUpPurpose, code: string): Promise<StepUpProof> {
    const claimed = await this.codes.claim({ userId }, purpose);
    if (claimed.context.factor !== APP_FACTOR)
      return { challenge: await this.codes.compare(claimed, code), step: null };
    const comparison = await this.authenticators.compareCounted(userId, 'active', code, purpose);
    if (comparison.result === 'reused') throw codeReused();
    if (comparison.result === 'wrong') throw wrongCode(claimed.triesLeft);
    const challenge = { id: claimed.id, userId, context: claimed.context };
    return { challenge, step: { userId, step: comparison.step } };
  }

  /** Spends a checked answer once, in the transaction of what it unlocks. Errors: AUTH_CODE_INVALID, AUTH_CODE_REUSED. */
  async spend(tx: EntityManager, proof: StepUpProof, purpose: StepUpPurpose): Promise<void> {
    await this.codes.consume(tx, proof.challenge, purpose);
    if (proof.step) await this.authenticators.spendStep(tx, proof.step);
  }
}
