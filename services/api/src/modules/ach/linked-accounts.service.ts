import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { LinkedAccountList, SimulatedStatement } from '@vaultline/contracts';
import { isCredit } from './ach-effects';
import { entriesOfLink } from './ach-entries.queries';
import { ACH_NETWORK } from './ach-network';
import type { AchNetwork } from './ach-network';
import { linkNotFound, notSimulated } from './ach.exception';
import { CUSTOMER_VERIFICATION, NOT_VERIFIED_REASON } from './customer-verification.port';
import type { CustomerVerificationPort } from './customer-verification.port';
import { toLinkView } from './link-view';
import { findLink, listLinks } from './linked-accounts.queries';
import { PullLimits } from './pull-limits.service';

/** The linked-accounts page: the links, the pull limits, and whether money may move at all. */
@Injectable()
export class LinkedAccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CUSTOMER_VERIFICATION) private readonly verification: CustomerVerificationPort,
    @Inject(ACH_NETWORK) private readonly network: AchNetwork,
    private readonly limits: PullLimits,
  ) {}

  async list(userId: string): Promise<LinkedAccountList> {
    const [links, limits, verified] = await Promise.all([
      listLinks(this.db, userId),
      this.limits.of(this.db.manager, userId),
      this.verification.isVerified(userId),
    ]);
    return {
      accounts: links.map(toLinkView),
      limits,
      canMoveExternally: verified,
      blockedReason: verified ? null : NOT_VERIFIED_REASON,
      simulatedNetwork: this.network.simulated,
    };
  }

  /**
   * The simulated other bank's statement of a linked account (demo network only): what its files
   * put there once settled, micro-deposits included, returned entries left out (they never
   * posted there). Errors: ACH_NOT_SIMULATED, ACH_LINK_NOT_FOUND.
   */
  async simulatedStatement(userId: string, id: string): Promise<SimulatedStatement> {
    if (!this.network.simulated) throw notSimulated();
    const link = await findLink(this.db, userId, id);
    if (!link) throw linkNotFound();
    const entries = await entriesOfLink(this.db, link.id);
    const lines = entries
      .filter((entry) => entry.settled_at !== null && entry.status !== 'returned')
      .map((entry) => ({
        postedAt: (entry.settled_at as Date).toISOString(),
        description: entry.purpose.startsWith('micro')
          ? 'VAULTLINE ACCTVERIFY'
          : 'VAULTLINE TRANSFER',
        amountMinor: (isCredit(entry.purpose) ? 1 : -1) * Number(entry.amount_minor),
      }))
      .reverse();
    return {
      bankName: 'Demo Other Bank',
      accountNumberLast4: link.account_number.slice(-4),
      lines,
    };
  }
}
