import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InvariantsService } from '../ledger/invariants.service';
import { LedgerService } from '../ledger/ledger.service';
import { expectedAchBalances } from './ach-entries.queries';

/**
 * The ledger's invariants, for the money the ACH entries hold: the bank's ach_holds account holds
 * exactly the pulls on hold, and ach_clearing exactly what was sent and has not settled.
 */
@Injectable()
export class AchInvariants implements OnModuleInit {
  constructor(
    private readonly invariants: InvariantsService,
    private readonly ledger: LedgerService,
  ) {}

  onModuleInit(): void {
    this.invariants.add('ACH holds and clearing match the entries on hold and not settled', (tx) =>
      this.offenders(tx),
    );
  }

  async offenders(tx: EntityManager): Promise<string[]> {
    const expected = await expectedAchBalances(tx);
    const found: string[] = [];
    for (const code of ['ach_holds', 'ach_clearing'] as const) {
      const id = await this.ledger.internalAccount(tx, code);
      const balance = (await this.ledger.dailyNet(tx, id, new Date()))?.balanceMinor ?? 0;
      const want = code === 'ach_holds' ? expected.holds : expected.clearing;
      if (balance !== want) found.push(`${code}: ledger ${balance}, entries ${want}`);
    }
    return found;
  }
}
