import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InvariantsService } from '../ledger/invariants.service';
import { LedgerService } from '../ledger/ledger.service';
import { expectedCheckHolds } from './check-deposits.queries';

/** The ledger's invariants, for deposited checks: check_holds holds exactly what approved checks keep on hold. */
@Injectable()
export class CheckDepositInvariants implements OnModuleInit {
  constructor(
    private readonly invariants: InvariantsService,
    private readonly ledger: LedgerService,
  ) {}

  onModuleInit(): void {
    this.invariants.add('Check holds match the approved checks on hold', (tx) =>
      this.offenders(tx),
    );
  }

  async offenders(tx: EntityManager): Promise<string[]> {
    const want = await expectedCheckHolds(tx);
    const id = await this.ledger.internalAccount(tx, 'check_holds');
    const balance = (await this.ledger.dailyNet(tx, id, new Date()))?.balanceMinor ?? 0;
    return balance === want ? [] : [`check_holds: ledger ${balance}, deposits ${want}`];
  }
}
