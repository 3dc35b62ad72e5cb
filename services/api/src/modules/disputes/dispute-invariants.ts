import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InvariantsService } from '../ledger/invariants.service';
import { LedgerService } from '../ledger/ledger.service';
import { expectedDisputeCredits } from './disputes.queries';

/** The ledger's invariants, for disputes: dispute_credits holds chargebacks and reversals less credits. */
@Injectable()
export class DisputeInvariants implements OnModuleInit {
  constructor(
    private readonly invariants: InvariantsService,
    private readonly ledger: LedgerService,
  ) {}

  onModuleInit(): void {
    this.invariants.add(
      'Dispute credits match the credits, reversals and chargebacks of disputes',
      (tx) => this.offenders(tx),
    );
  }

  async offenders(tx: EntityManager): Promise<string[]> {
    const want = await expectedDisputeCredits(tx);
    const id = await this.ledger.internalAccount(tx, 'dispute_credits');
    const balance = (await this.ledger.dailyNet(tx, id, new Date()))?.balanceMinor ?? 0;
    return balance === want ? [] : [`dispute_credits: ledger ${balance}, disputes ${want}`];
  }
}
