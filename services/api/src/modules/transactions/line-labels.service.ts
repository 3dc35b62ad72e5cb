import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { entryLines } from './line-labels.queries';

/** What a customer's line says about a journal entry on one of their accounts. */
export interface LineLabel {
  title: string;
  description: string;
}

/** How long before a posting its line may have been written (a transfer waiting for review or a code). */
const LINE_BEFORE_POSTING_DAYS = 35;

/**
 * The words customers saw for the entries on an account, for documents that list postings
 * (statements). Lines are found through the user's history index, in a window around the period:
 * a line is written with its entry or, for a held transfer, shortly before it.
 */
@Injectable()
export class LineLabelsService {
  async forEntries(
    tx: EntityManager,
    userId: string,
    accountId: string,
    period: { from: Date; to: Date },
    entryIds: string[],
  ): Promise<Map<string, LineLabel>> {
    if (entryIds.length === 0) return new Map();
    const since = new Date(period.from.getTime() - LINE_BEFORE_POSTING_DAYS * 86_400_000);
    const rows = await entryLines(tx, userId, accountId, { since, to: period.to }, entryIds);
    const labels = new Map<string, LineLabel>();
    for (const row of rows)
      if (!labels.has(row.entry_id))
        labels.set(row.entry_id, { title: row.title, description: row.description });
    return labels;
  }
}
