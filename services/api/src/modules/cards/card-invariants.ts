import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InvariantsService } from '../ledger/invariants.service';
import { LedgerService } from '../ledger/ledger.service';
import type { InternalAccount } from '../ledger/ledger.types';
import { expectedCardHolds, expectedCardSettlement } from './card-authorizations.queries';

/**
 * The ledger's invariants, for cards: card_holds holds exactly what held authorisations hold, and
 * card_settlement what cleared, less what merchants refunded.
 */
@Injectable()
export class CardInvariants implements OnModuleInit {
  constructor(
    private readonly invariants: InvariantsService,
    private readonly ledger: LedgerService,
  ) {}

  onModuleInit(): void {
    this.invariants.add('Card holds match the held authorisations', (tx) =>
      this.compare(tx, 'card_holds', expectedCardHolds),
    );
    this.invariants.add('Card settlement matches cleared payments less refunds', (tx) =>
      this.compare(tx, 'card_settlement', expectedCardSettlement),
    );
  }

  private async compare(
    tx: EntityManager,
    code: InternalAccount,
    expected: (tx: EntityManager) => Promise<number>,
  ): Promise<string[]> {
    const want = await expected(tx);
    const id = await this.ledger.internalAccount(tx, code);
    const balance = (await this.ledger.dailyNet(tx, id, new Date()))?.balanceMinor ?? 0;
    return balance === want ? [] : [`${code}: ledger ${balance}, authorisations ${want}`];
  }
}
