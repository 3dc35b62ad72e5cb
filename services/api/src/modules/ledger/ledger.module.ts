import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountMovementsService } from './account-movements.service';
import { InvariantsController } from './invariants.controller';
import { InvariantsService } from './invariants.service';
import { JournalEntry, LedgerAccount, Posting } from './ledger.entities';
import { LedgerService } from './ledger.service';

@Module({
  imports: [TypeOrmModule.forFeature([JournalEntry, LedgerAccount, Posting])],
  controllers: [InvariantsController],
  providers: [LedgerService, InvariantsService, AccountMovementsService],
  exports: [LedgerService, InvariantsService, AccountMovementsService],
})
export class LedgerModule {}
