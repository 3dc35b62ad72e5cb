import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { AchTransfer, AchTransferList, StartAchTransferRequest } from '@vaultline/contracts';
import { AchErrorCode } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IdempotencyService,
  requestHash,
} from '../../platform/idempotency/idempotency.service';
import { AccountsService } from '../accounts/accounts.service';
import { LedgerErrorCode, LedgerRefusal } from '../ledger/ledger.exception';
import type { AuthContext } from '../users/auth-context';
import { customerTransfers } from './ach-entries.queries';
import type { AchEntryRow } from './ach-entries.queries';
import { AchLifecycle } from './ach-lifecycle.service';
import { dollars, returnDescription } from './ach-texts';
import * as refusals from './ach.exception';
import { CUSTOMER_VERIFICATION } from './customer-verification.port';
import type { CustomerVerificationPort } from './customer-verification.port';
import { lockLink } from './linked-accounts.queries';
import { PullLimits } from './pull-limits.service';

export function toTransferView(row: AchEntryRow): AchTransfer {
  return {
    id: row.id,
    direction: row.purpose === 'pull' ? 'in' : 'out',
    // Pulls and pushes always have their link (the database's ach_entries_counterparty check).
    linkedAccountId: row.linked_account_id as string,
    linkedAccountLast4: row.account_number.slice(-4),
    accountId: row.account_id as string,
    amountMinor: Number(row.amount_minor),
    status: row.status,
    availableAt: row.purpose === 'pull' ? (row.available_at?.toISOString() ?? null) : null,
    returnCode: row.return_code,
    returnReason: row.return_code ? returnDescription(row.return_code) : null,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Money in from a verified linked account (an ACH pull: held, then available) and out to one (an
 * ACH push), each exactly once per Idempotency-Key.
 */
@Injectable()
export class AchTransfers {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CUSTOMER_VERIFICATION) private readonly verification: CustomerVerificationPort,
    private readonly idempotency: IdempotencyService,
    private readonly accounts: AccountsService,
    private readonly limits: PullLimits,
    private readonly lifecycle: AchLifecycle,
  ) {}

  async list(userId: string): Promise<AchTransferList> {
    return { transfers: (await customerTransfers(this.db, userId)).map(toTransferView) };
  }

  /**
   * Errors: ACH_IDEMPOTENCY_KEY_MISSING, ACH_IDEMPOTENCY_KEY_REUSED, KYC_NOT_VERIFIED,
   * ACH_LINK_NOT_FOUND, ACH_LINK_NOT_VERIFIED, ACH_ACCOUNT_NOT_FOUND, ACH_ACCOUNT_INACTIVE,
   * ACH_DAILY_PULL_LIMIT, ACH_MONTHLY_PULL_LIMIT, ACH_INSUFFICIENT_FUNDS, ACH_NEGATIVE_BALANCE.
   */
  async start(
    auth: AuthContext,
    key: string | undefined,
    request: StartAchTransferRequest,
  ): Promise<AchTransfer> {
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
      throw new AppException(
        400,
        AchErrorCode.IDEMPOTENCY_KEY_MISSING,
        'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.',
      );
    await this.verification.assertVerified(auth.user.id);
    const userId = auth.user.id;
    const view = await this.db.transaction(async (tx) => {
      const replay = await this.idempotency.claim(
        tx,
        userId,
        key,
        requestHash(request),
        AchErrorCode.IDEMPOTENCY_KEY_REUSED,
      );
      if (replay) return replay.body as AchTransfer;
      const transfer = await this.send(tx, auth, request);
      await this.idempotency.store(tx, userId, key, { status: 201, body: transfer });
      return transfer;
    });
    this.lifecycle.wake();
    return view;
  }

  private async send(
    tx: EntityManager,
    auth: AuthContext,
    request: StartAchTransferRequest,
  ): Promise<AchTransfer> {
    const userId = auth.user.id;
    const link = await lockLink(tx, userId, request.linkedAccountId);
    if (!link || link.status === 'unlinked' || link.status === 'failed')
      throw refusals.linkNotFound();
    if (link.status !== 'verified') throw refusals.linkNotVerified();
    const account = await this.accounts.own(tx, userId, request.accountId).catch(() => null);
    if (!account) throw refusals.accountNotFound();
    if (account.status !== 'active') throw refusals.accountInactive();
    const pull = request.direction === 'in';
    const availableAt = pull ? await this.limits.check(tx, userId, request.amountMinor) : null;
    const entry = {
      userId,
      linkedAccountId: link.id,
      accountId: account.id,
      purpose: pull ? ('pull' as const) : ('push' as const),
      amountMinor: request.amountMinor,
      availableAt,
      accountNumberLast4: link.account_number.slice(-4),
    };
    const [id] = await this.lifecycle
      .originate(tx, [entry], { id: userId, role: auth.user.role })
      .catch((error: unknown) => Promise.reject(pushRefusal(error)));
    const rows = await customerTransfers(tx, userId);
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`ACH entry ${String(id)} not found after it was written`);
    return toTransferView(row);
  }
}

/** A push the ledger refused, in the customer's words (a balance below zero says why). */
function pushRefusal(error: unknown): unknown {
  if (!(error instanceof LedgerRefusal)) return error;
  if (error.code === LedgerErrorCode.ACCOUNT_INACTIVE) return refusals.accountInactive();
  return error.availableMinor < 0
    ? refusals.negativeBalance()
    : refusals.insufficientFunds(dollars(error.availableMinor));
}
