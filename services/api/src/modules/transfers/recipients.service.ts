import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Recipient, RecipientCheck, RecipientCheckRequest } from '@vaultline/contracts';
import { TransfersErrorCode } from '@vaultline/contracts';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AppConfig } from '../../platform/config/app-config';
import { isAbaRoutingNumber } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import {
  RECIPIENT_CHECKS_PER_ADDRESS,
  RECIPIENT_CHECKS_PER_USER,
  ThrottleService,
} from '../../platform/throttle/throttle.service';
import type { User } from '../users/user.entity';
import { insertPayee } from './data/recipients.queries';
import { TransferContext, TransferContexts } from './data/transfer-context.queries';
import { assertNoEmailChangeHold } from './email-change-hold';
import { RecipientWindows } from './recipient-windows.service';
import { TransferPolicyService } from './transfer-policy.service';
import { TransfersException } from './transfers.exception';

export type ResolvedRecipient =
  | {
      kind: 'internal';
      accountId: string;
      ownerId: string;
      holderName: string;
      nameMismatch: boolean;
    }
  | UnmatchedRecipient
  | { kind: 'external'; nameMismatch: false };

/**
 * A Vaultline number that cannot receive (there is no such account, or it is closed), for a
 * recipient the customer has not paid before: answered exactly like a name that does not match
 * until the customer's step-up code, and refused after it. Before a step-up nothing may tell a
 * number with an account holder behind it from one without (account holders cannot be listed).
 */
export interface UnmatchedRecipient {
  kind: 'internal';
  accountId: null;
  ownerId: null;
  holderName: null;
  nameMismatch: true;
  /** What the customer is told once they gave their code. */
  refusal: TransfersException;
}

type RecipientFields = Pick<Recipient, 'accountNumber' | 'routingNumber' | 'name'>;

export const NAME_MISMATCH_WARNING =
  'We could not match the name you entered to this Vaultline account number. Check both before you send money: money sent to the wrong account may not come back.';

/** "Jane Q. Smith" → "J. Q. S.": a close match is shown as initials, never as the holder's name. */
export function initialsOf(name: string): string {
  return normalName(name)
    .split(' ')
    .filter((word) => word.length > 0)
    .map((word) => `${word.charAt(0).toUpperCase()}.`)
    .join(' ');
}

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
    for (let j = 1; j <= b.length; j += 1) {
      // Every index read here is inside the rows (0..b.length): the fallbacks never apply.
      const replaced = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, replaced);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
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
    wordsA.length > 1 && wordsA.at(-1) === wordsB.at(-1) && wordsA[0]?.[0] === wordsB[0]?.[0];
  return reordered || initial || editDistance(a, b) <= 2 ? 'close_match' : 'no_match';
}

/** Who a transfer goes to: a Vaultline account (our routing number) or another bank. Also the customer's known payees. */
@Injectable()
export class RecipientsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contexts: TransferContexts,
    private readonly throttles: ThrottleService,
    private readonly windows: RecipientWindows,
    private readonly policy: TransferPolicyService,
  ) {}

  /**
   * Who the money would go to. A Vaultline number that cannot receive is refused at once for a
   * recipient the customer knows (`found.known`), and is an UnmatchedRecipient otherwise.
   * Errors: TRANSFERS_ROUTING_INVALID, TRANSFERS_RECIPIENT_NOT_FOUND, TRANSFERS_RECIPIENT_INACTIVE,
   * TRANSFERS_SAME_ACCOUNT.
   */
  resolve(
    found: Pick<TransferContext, 'internal' | 'known'>,
    recipient: RecipientFields,
    fromAccountId: string | null,
  ): ResolvedRecipient {
    const resolved = this.resolveKnown(found, recipient, fromAccountId);
    if (resolved instanceof TransfersException) {
      if (found.known) throw resolved;
      return {
        kind: 'internal',
        accountId: null,
        ownerId: null,
        holderName: null,
        nameMismatch: true,
        refusal: resolved,
      };
    }
    return resolved;
  }

  /** resolve() for a known recipient: a number that cannot receive is answered with its refusal. */
  private resolveKnown(
    found: Pick<TransferContext, 'internal'>,
    recipient: RecipientFields,
    fromAccountId: string | null,
  ): ResolvedRecipient | TransfersException {
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
      return new TransfersException(
        TransfersErrorCode.RECIPIENT_NOT_FOUND,
        'There is no Vaultline account with this number. Check the account number.',
      );
    if (account.status !== 'active')
      return new TransfersException(
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

  /**
   * A recipient as a new payee would be: its context read (not as a known payee, from no account)
   * and resolved. A Vaultline number nobody can receive at answers with `refusal`.
   */
  async resolveForPayee(userId: string, recipient: RecipientFields): Promise<ResolvedRecipient> {
    const found = await this.contexts.load({ userId, fromAccountId: null, recipient });
    return this.resolve({ ...found, known: false }, recipient, null);
  }

  /**
   * A recipient the customer has not paid before: not while an email change holds new recipients,
   * and a Vaultline one counts as a lookup (as the name check does), so transfers cannot list
   * account holders. Errors: TRANSFERS_EMAIL_CHANGE_HOLD, AUTH_THROTTLED.
   */
  async assertMayPayNew(
    user: User,
    context: TransferContext,
    recipient: RecipientFields,
    ip: string,
  ): Promise<void> {
    // Known, or one of the customer's own accounts: no one new, nothing to list.
    if (context.known || context.internal?.ownerId === user.id) return;
    assertNoEmailChangeHold(user, 'payments to new recipients wait');
    if (recipient.routingNumber === this.config.routingNumber) await this.countLookup(user.id, ip);
  }

  /**
   * Counts one lookup of a recipient the customer does not know yet, per customer and per address:
   * the name check, a payee added, and a transfer to a new Vaultline recipient all count here, so
   * none of them can be used to list account holders. Errors: AUTH_THROTTLED.
   */
  async countLookup(userId: string, ip: string): Promise<void> {
    await this.throttles.enforce([
      { key: `recipient-check:user:${userId}`, policy: RECIPIENT_CHECKS_PER_USER },
      { key: `recipient-check:ip:${ip}`, policy: RECIPIENT_CHECKS_PER_ADDRESS },
    ]);
  }

  /** Errors: AUTH_THROTTLED (too many checks), and those of resolve(). */
  async check(
    userId: string,
    request: RecipientCheckRequest,
    client: ClientInfo,
  ): Promise<RecipientCheck> {
    await this.countLookup(userId, client.ip);
    const context = await this.contexts.load({ userId, fromAccountId: null, recipient: request });
    const resolved = this.resolve(context, request, null);
    if (resolved.kind === 'external') return { kind: 'external', nameMatches: null, warning: null };
    return {
      kind: 'internal',
      nameMatches: !resolved.nameMismatch,
      warning: resolved.nameMismatch ? NAME_MISMATCH_WARNING : null,
    };
  }

  /**
   * Why money cannot reach this Vaultline number now (no account, or a closed one), told once the
   * customer gave their step-up code; null when it can, or for another bank.
   */
  async unreachable(
    tx: EntityManager,
    userId: string,
    recipient: RecipientFields,
  ): Promise<TransfersException | null> {
    const found = await this.contexts.load({ userId, fromAccountId: null, recipient }, tx);
    const resolved = this.resolve({ ...found, known: false }, recipient, null);
    return 'refusal' in resolved ? resolved.refusal : null;
  }

  /**
   * Remembers a recipient once the customer confirmed paying them (no code needed next time); the
   * recipient's first-payment window opens now, if it had not.
   */
  async remember(tx: EntityManager, userId: string, recipient: RecipientFields): Promise<void> {
    await insertPayee(tx, userId, recipient);
    await this.windows.open(tx, userId, recipient, await this.policy.bankSettings(tx));
  }
}
