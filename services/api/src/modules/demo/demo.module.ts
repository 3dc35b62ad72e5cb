import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { TransfersModule } from '../transfers/transfers.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [AccountsModule, TransfersModule], providers: [DemoSeedService] })
export class DemoModule {}
