import { Module } from '@nestjs/common';
import { InvariantsController } from './invariants.controller';
import { InvariantsService } from './invariants.service';
import { LedgerService } from './ledger.service';

@Module({
  controllers: [InvariantsController],
  providers: [LedgerService, InvariantsService],
  exports: [LedgerService, InvariantsService],
})
export class LedgerModule {}
