import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { lockTransfer } from '../data/transfer-records.queries';
import { JOB_EXPIRE, JOB_SETTLE } from '../lifecycle/transfer-jobs';
import { TransferTransitions } from '../lifecycle/transfer-transitions.service';
import { CLEARING_NETWORK } from './clearing-network';
import type { ClearingNetwork } from './clearing-network';

/** The transfer jobs: settlement (the clearing network's answer) and expiry (no code in time). */
@Injectable()
export class TransferSettlement implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly transitions: TransferTransitions,
    @Inject(CLEARING_NETWORK) private readonly clearing: ClearingNetwork,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JOB_SETTLE, (tx, payload) => this.settle(tx, String(payload.transferId)));
    this.jobs.register(JOB_EXPIRE, (tx, payload) => this.expire(tx, String(payload.transferId)));
  }

  /** The other bank accepts (completed) or returns the money (failed). */
  async settle(tx: EntityManager, transferId: string): Promise<void> {
    const transfer = await lockTransfer(tx, transferId);
    if (transfer?.status !== 'pending') return;
    if ((await this.clearing.answer(transfer)) === 'returned')
      await this.transitions.returnToSender(tx, transfer);
    else await this.transitions.settle(tx, transfer);
  }

  /** A transfer nobody confirmed with its code gives its money back. */
  async expire(tx: EntityManager, transferId: string): Promise<void> {
    const transfer = await lockTransfer(tx, transferId);
    if (transfer?.status !== 'awaiting_code') return;
    await this.transitions.expire(tx, transfer);
  }
}
