import type { CustomerBiller } from '@vaultline/contracts';
import type { CustomerBillerRow } from './customer-billers.queries';

export function toBillerView(row: CustomerBillerRow): CustomerBiller {
  return {
    id: row.id,
    billerId: row.biller_id,
    billerName: row.biller_name,
    category: row.category,
    referenceLast4: row.reference.slice(-4),
    nickname: row.nickname,
    createdAt: row.created_at.toISOString(),
  };
}

/** What the step-up for a new biller is bound to: exactly this biller and reference. */
export interface BillerCodeContext {
  kind: 'biller_add';
  billerId: string;
  reference: string;
  nickname: string | null;
}
