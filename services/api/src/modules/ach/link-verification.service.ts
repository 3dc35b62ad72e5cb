import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { LinkedAccount } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { NotificationsService } from '../notifications/notifications.service';
import type { AuthContext } from '../users/auth-context';
import { entriesOfLink } from './ach-entries.queries';
import { verifiedNotice, when } from './ach-texts';
import { amountsWrong, linkFailed, linkNotFound, microDepositsNotArrived } from './ach.exception';
import { recordLinkAction, toLinkView } from './link-view';
import { endLink, lockLink, markVerified, spendTry } from './linked-accounts.queries';
import type { LinkedAccountRow } from './linked-accounts.queries';

/** What a try at the two amounts came to: the link now, or the refusal to answer (after commit). */
type Outcome = { view: LinkedAccount } | { refusal: Error };

/** The two micro-deposits typed back (three tries), and removing a link. */
@Injectable()
export class LinkVerification {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The two amounts, in either order. A wrong pair costs a try (kept even though the answer is a
   * refusal); the third closes the link. Errors: ACH_LINK_NOT_FOUND, ACH_MICRO_DEPOSITS_NOT_ARRIVED,
   * ACH_AMOUNTS_WRONG, ACH_LINK_FAILED.
   */
  async verify(
    auth: AuthContext,
    id: string,
    amounts: [number, number],
    client: ClientInfo,
  ): Promise<LinkedAccount> {
    const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
      const link = await lockLink(tx, auth.user.id, id);
      if (!link || link.status === 'unlinked') return { refusal: linkNotFound() };
      if (link.status === 'verified') return { view: toLinkView(link) };
      if (link.status === 'failed') return { refusal: linkFailed() };
      const sent = await this.arrivedAmounts(tx, link);
      if (!sent)
        return { refusal: microDepositsNotArrived(when(link.micro_arrive_at ?? new Date())) };
      if (!samePair(sent, amounts)) return this.wrongTry(tx, link);
      const verified = await markVerified(tx, link.id);
      await recordLinkAction(this.audit, tx, {
        auth,
        client,
        action: 'external_account.verified',
        link,
      });
      await this.notifications.notify(
        tx,
        auth.user.id,
        verifiedNotice(link.account_number.slice(-4)),
      );
      return { view: toLinkView(verified) };
    });
    if ('refusal' in outcome) throw outcome.refusal;
    this.notifications.wake();
    return outcome.view;
  }

  /** Removes a link (audited; no code needed: it only takes a way for money to move away). */
  async unlink(auth: AuthContext, id: string, client: ClientInfo): Promise<void> {
    await this.db.transaction(async (tx) => {
      const link = await lockLink(tx, auth.user.id, id);
      if (!link || link.status === 'unlinked') throw linkNotFound();
      await endLink(tx, link.id, 'unlinked');
      await recordLinkAction(this.audit, tx, {
        auth,
        client,
        action: 'external_account.unlinked',
        link,
      });
    });
  }

  /** The two micro-deposit amounts once their file settled at the other bank (null before). */
  private async arrivedAmounts(
    tx: EntityManager,
    link: LinkedAccountRow,
  ): Promise<number[] | null> {
    const micro = (await entriesOfLink(tx, link.id)).filter(
      (entry) => entry.purpose === 'micro_deposit',
    );
    if (micro.length !== 2 || micro.some((entry) => entry.settled_at === null)) return null;
    return micro.map((entry) => Number(entry.amount_minor));
  }

  private async wrongTry(tx: EntityManager, link: LinkedAccountRow): Promise<Outcome> {
    const after = await spendTry(tx, link.id);
    return { refusal: after.status === 'failed' ? linkFailed() : amountsWrong(after.tries_left) };
  }
}

function samePair(sent: number[], typed: [number, number]): boolean {
  const a = [...sent].sort((x, y) => x - y);
  const b = [...typed].sort((x, y) => x - y);
  return a[0] === b[0] && a[1] === b[1];
}
