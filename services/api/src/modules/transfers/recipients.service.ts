import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Recipient, RecipientCheck, RecipientCheckRequest } from '@vaultline/contracts';
import { TransfersErrorCode } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { isAbaRoutingNumber } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { TransfersException } from './transfers.exception';

export type ResolvedRecipient =
  | { kind: 'internal'; accountId: string; ownerId: string; holderName: string; nameMismatch: boolean }
  | { kind: 'external'; nameMismatch: false };

/** What one query finds out about a transfer before it is decided. */
export interface RecipientLookup {
  source: { status: 'active' | 'closed'; name: string } | null;
  internal: { id: string; ownerId: string; status: 'active' | 'closed'; firstName: string; lastName: string } | null;
  known: boolean;
}

type RecipientFields = Pick<Recipient, 'accountNumber' | 'routingNumber' | 'name'>;

export const NAME_MISMATCH_WARNING =
  'The name you entered does not match the name on this Vaultline account. Check it before you send money.';

/** Names compared the way people write them: case, accents, punctuation and extra spaces ignored. */
export function sameName(a: string, b: string): boolean {
  const normalise = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return normalise(a) === normalise(b);
}

/** Who a transfer goes to: a Vaultline account (our routing number) or another bank. Also the customer's known payees. */
@Injectable()
export class RecipientsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The source account (if it is the user's), the Vaultline recipient account (if ours) and whether it is a known payee: one query. */
  async lookup(tx: EntityManager, userId: string, fromAccountId: string | null, recipient: RecipientFields): Promise<RecipientLookup> {
    const [row] = await tx.query(
      `SELECT
         (SELECT json_build_object('status', status, 'name', name) FROM ledger_accounts WHERE id = $1 AND owner_id = $2) AS source,
         (SELECT json_build_object('id', a.id, 'ownerId', a.owner_id, 'status', a.status, 'firstName', u.first_name, 'lastName', u.last_name)
            FROM ledger_accounts a JOIN users u ON u.id = a.owner_id WHERE $4 = $5 AND a.number = $3 AND a.kind = 'customer') AS internal,
         EXISTS (SELECT 1 FROM payees WHERE user_id = $2 AND routing_number = $4 AND account_number = $3) AS known`,
      [fromAccountId, userId, recipient.accountNumber, recipient.routingNumber, this.config.routingNumber],
    );
    return { source: row.source, internal: row.internal, known: row.known };
  }

  /**
   * Errors: TRANSFERS_ROUTING_INVALID, TRANSFERS_RECIPIENT_NOT_FOUND, TRANSFERS_RECIPIENT_INACTIVE, TRANSFERS_SAME_ACCOUNT.
   */
  resolve(found: RecipientLookup, recipient: RecipientFields, fromAccountId: string | null): ResolvedRecipient {
    if (recipient.routingNumber !== this.config.routingNumber) {
      if (!isAbaRoutingNumber(recipient.routingNumber)) {
        throw new TransfersException(TransfersErrorCode.ROUTING_INVALID, 'This routing number is not valid. Check the 9-digit routing number of the recipient’s bank.');
      }
      return { kind: 'external', nameMismatch: false };
    }
    const account = found.internal;
    if (!account) throw new TransfersException(TransfersErrorCode.RECIPIENT_NOT_FOUND, 'There is no Vaultline account with this number. Check the account number.');
    if (account.status !== 'active') throw new TransfersException(TransfersErrorCode.RECIPIENT_INACTIVE, 'The recipient’s account is closed and cannot receive money.');
    if (account.id === fromAccountId) throw new TransfersException(TransfersErrorCode.SAME_ACCOUNT, 'You cannot send money to the account it comes from.');
    const holderName = `${account.firstName} ${account.lastName}`;
    return { kind: 'internal', accountId: account.id, ownerId: account.ownerId, holderName, nameMismatch: !sameName(recipient.name, holderName) };
  }

  async check(userId: string, request: RecipientCheckRequest): Promise<RecipientCheck> {
    const resolved = this.resolve(await this.lookup(this.db.manager, userId, null, request), request, null);
    if (resolved.kind === 'external') return { kind: 'external', nameMatches: null, warning: null };
    return { kind: 'internal', nameMatches: !resolved.nameMismatch, warning: resolved.nameMismatch ? NAME_MISMATCH_WARNING : null };
  }

  /** Remembers a recipient once money reached them with the customer's full consent (no code needed next time). */
  async remember(tx: EntityManager, userId: string, recipient: RecipientFields): Promise<void> {
    await tx.query(
      'INSERT INTO payees (user_id, routing_number, account_number, name) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [userId, recipient.routingNumber, recipient.accountNumber, recipient.name],
    );
  }
}
