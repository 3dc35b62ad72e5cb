import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import { StaffOrOps } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { InvariantReport, InvariantsService } from './invariants.service';

const InvariantReportSchema = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  checks: z.array(z.object({ name: z.string(), ok: z.boolean(), offenders: z.array(z.string()) })),
});

@Controller('platform/invariants')
@StaffOrOps()
export class InvariantsController {
  constructor(private readonly invariants: InvariantsService) {}

  @Get()
  @Contract({
    summary: 'The ledger invariants, checked now (staff or ops token)',
    response: InvariantReportSchema,
  })
  check(): Promise<InvariantReport> {
    return this.invariants.check();
  }
}
