import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CardsModule } from '../cards/cards.module';
import { KycModule } from '../kyc/kyc.module';
import { TransfersModule } from '../transfers/transfers.module';
import { DemoPeopleService } from './demo-people.service';
import { DemoSeedService } from './demo-seed.service';

@Module({
  imports: [AccountsModule, CardsModule, KycModule, TransfersModule],
  providers: [DemoPeopleService, DemoSeedService],
})
export class DemoModule {}
