import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { TransfersModule } from '../transfers/transfers.module';
import { DemoPeopleService } from './demo-people.service';
import { DemoSeedService } from './demo-seed.service';

@Module({
  imports: [AccountsModule, TransfersModule],
  providers: [DemoPeopleService, DemoSeedService],
})
export class DemoModule {}
