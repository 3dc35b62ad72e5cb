import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { IdentityModule } from '../identity/identity.module';
import { KycModule } from '../kyc/kyc.module';
import { LedgerModule } from '../ledger/ledger.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { TransfersModule } from '../transfers/transfers.module';
import { UsersModule } from '../users/users.module';
import { AdminCardsController } from './admin-cards.controller';
import { CardAdvices } from './card-advices.service';
import { CardAuthorizations } from './card-authorizations.service';
import { CardControls } from './card-controls.service';
import { CardDisputes } from './card-disputes.service';
import { CardEvents } from './card-events.service';
import { CardHoldExpiry } from './card-hold-expiry.service';
import { CardInvariants } from './card-invariants';
import { CardMessages } from './card-messages';
import { CardMoney } from './card-money.service';
import { CardNetworkController } from './card-network.controller';
import { CardReveal } from './card-reveal.service';
import { CardSecrets } from './card-secrets';
import { CardsController } from './cards.controller';
import { CardAuthorizationEntity, CardEntity, CardNetworkMessageEntity } from './cards.entities';
import { Cards } from './cards.service';

/**
 * Debit cards (issue 39, part 1): virtual cards with sealed numbers, the holder's controls, the
 * card network's authorisations (holds), clearings, reversals, refunds and the expiry of holds,
 * all through the ledger; staff see and freeze, never a number.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([CardEntity, CardAuthorizationEntity, CardNetworkMessageEntity]),
    AccountsModule,
    IdentityModule,
    KycModule,
    LedgerModule,
    NotificationsModule,
    TransactionsModule,
    TransfersModule,
    UsersModule,
  ],
  controllers: [CardsController, CardNetworkController, AdminCardsController],
  providers: [
    CardSecrets,
    CardEvents,
    CardMessages,
    CardMoney,
    Cards,
    CardControls,
    CardReveal,
    CardAuthorizations,
    CardAdvices,
    CardHoldExpiry,
    CardInvariants,
    CardDisputes,
  ],
  exports: [Cards, CardControls, CardDisputes],
})
export class CardsModule {}
