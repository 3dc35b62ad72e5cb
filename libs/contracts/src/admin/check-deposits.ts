import { z } from 'zod';
import {
  CheckDepositSchema,
  CheckDepositStatusSchema,
  CheckImageSchema,
} from '../banking/check-deposits';
import { UuidSchema } from '../common';

/** Staff: the queue of mobile check deposits, each with its photos and who decided what. */

const StaffNameSchema = z.object({ id: UuidSchema, name: z.string() }).nullable();

export const AdminCheckDepositSchema = CheckDepositSchema.extend({
  customer: z.object({ id: UuidSchema, name: z.string(), email: z.string() }),
  /** Staff read the whole MICR account number to compare it with the photo. */
  micrAccount: z.string(),
  /** 2 when the amount is above the bank's threshold: two different staff members approve. */
  approvalsNeeded: z.number().int().min(1).max(2),
  firstApprover: StaffNameSchema,
  decidedBy: StaffNameSchema,
  decidedAt: z.string().nullable(),
  front: CheckImageSchema,
  back: CheckImageSchema,
});
export type AdminCheckDeposit = z.infer<typeof AdminCheckDepositSchema>;

export const AdminCheckDepositQuerySchema = z.strictObject({
  status: CheckDepositStatusSchema.optional(),
});
export type AdminCheckDepositQuery = z.infer<typeof AdminCheckDepositQuerySchema>;

export const AdminCheckDepositListSchema = z.object({ deposits: z.array(AdminCheckDepositSchema) });
export type AdminCheckDepositList = z.infer<typeof AdminCheckDepositListSchema>;
