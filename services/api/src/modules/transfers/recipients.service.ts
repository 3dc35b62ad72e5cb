import { Inject, Injectable } from '@nestjs/common';
import type { Recipient, RecipientCheck, RecipientCheckRequest } from '@vaultline/contracts';
import { TransfersErrorCode } from '@vaultline/contracts';
import type { EntityManager } from 'typeorm';
import {
  RECIPIENT_CHECKS_PER_USER,
  ThrottleService,
} from '../../platform/throttle/throttle.service';
import type { AppConfig } from '../../platform/config/app-config';
import { isAbaRoutingNumber } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { TransferContext, TransferContexts } from './transfer-context';
import { TransfersException } from './transfers.exception';
import { sqlRun } from '../../platform/database/sql';

export type ResolvedRecipient =
  | {
      kind: 'internal';
      accountId: string;
      ownerId: string;
      holderName: string;
      nameMismatch: boolean;
    }
  | { kind: 'external'; nameMismatch: false };

type RecipientFields = Pick<Recipient, 'accountNumber' | 'routingNumber' | 'name'>;

export const NAME_MISMATCH_WARNING =
  'The name you entered does not match the name on this Vaultline account. Check it before you send money.';

/** A name the way people write it: case, accents, punctuation and extra spaces ignored. */
function normalName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Names compared the way people write them: case, accents, punctuation and extra spaces ignored. */
export function sameName(a: string, b: string): boolean {
  return normalName(a) === normalName(b);
}

/** Edits (insert, delete, replace) from one string to another. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length];
}

/**
 * The name check a payee gets: `match` when the names are the same as people write them;
 * `close_match` for a typo or two, the same words in another order, or an initial for the first
 * name with the same last name; `no_match` otherwise.
 */
export function nameCheckOf(typed: string, holder: string): 'match' | 'close_match' | 'no_match' {
  const [a, b] = [normalName(typed), normalName(holder)];
  if (a === b) return 'match';
  const [wordsA, wordsB] = [a.split(' '), b.split(' ')];
  const reordered = [...wordsA].sort().join(' ') === [...wordsB].sort().join(' ');
  const initial =
    wordsA.length > 1 && wordsA.at(-1) === wordsB.at(-1) && wordsA[0][0] === wordsB[0][0];
  return reordered || initial || editDistance(a, b) <= 2 ? 'close_match' : 'no_match';
}

/** Who a transfer goes to: a Vaultline account (our routing number) or another bank. Also the customer's known payees. */
@Injectable()
export class RecipientsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contexts: TransferContexts,
    private readonly throttles: ThrottleService,
  ) {}

  /**
   * Errors: TRANSFERS_ROUTING_INVALID, TRANSFERS_RECIPIENT_NOT_FOUND, TRANSFERS_RECIPIENT_INACTIVE, TRANSFERS_SAME_ACCOUNT.
   */
  resolve(
    found: Pick<TransferContext, 'internal'>,
    recipient: RecipientFields,
    fromAccountId: string | null,
  ): ResolvedRecipient {
    if (recipient.routingNumber !== this.config.routingNumber) {
      if (!isAbaRoutingNumber(recipient.routingNumber)) {
        throw new TransfersException(
          TransfersErrorCode.ROUTING_INVALID,
          'This routing number is not valid. Check the 9-digit routing number of the recipient’s bank.',
        );
      }
      return { kind: 'external', nameMismatch: false };
    }
    const account = found.internal;
    if (!account)
      throw new TransfersException(
        TransfersErrorCode.RECIPIENT_NOT_FOUND,
        'There is no Vaultline account with this number. Check the account number.',
      );
    if (account.status !== 'active')
      throw new TransfersException(
        TransfersErrorCode.RECIPIENT_INACTIVE,
        'The recipient’s account is closed and cannot receive money.',
      );
    if (account.id === fromAccountId)
      throw new TransfersException(
        TransfersErrorCode.SAME_ACCOUNT,
        'You cannot send money to the account it comes from.',
      );
    const holderName = `${account.firstName} ${account.lastName}`;
    return {
      kind: 'internal',
      accountId: account.id,
      ownerId: account.ownerId,
      holderName,
      nameMismatch: !sameName(recipient.name, holderName),
    };
  }

  /** Errors: AUTH_THROTTLED (too many checks), and those of resolve(). */
  async check(userId: string, request: RecipientCheckRequest): Promise<RecipientCheck> {
    await this.throttles.enforce([
      { key: `recipient-check:user:${userId}`, policy: RECIPIENT_CHECKS_PER_USER },
    ]);
    const context = await this.contexts.load({ userId, fromAccountId: null, recipient: request });
    const resolved = this.resolve(context, request, null);
    if (resolved.kind === 'external') return { kind: 'external', nameMatches: null, warning: null };
    return {
      kind: 'internal',
      nameMatches: !resolved.nameMismatch,
      warning: resolved.nameMismatch ? NAME_MISMATCH_WARNING : null,
    };
  }

  /** Remembers a recipient once money reached them with the customer's full consent (no code needed next time). */
  async remember(tx: EntityManager, userId: string, recipient: RecipientFields): Promise<void> {
    await sqlRun(
      tx,
      'INSERT INTO payees (user_id, routing_number, account_number, name) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [userId, recipient.routingNumber, recipient.accountNumber, recipient.name],
    );
  }
}
