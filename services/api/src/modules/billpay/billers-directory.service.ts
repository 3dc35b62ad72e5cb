import { Inject, Injectable } from '@nestjs/common';
import { BillerDirectoryEntrySchema } from '@vaultline/contracts';
import type { Biller, BillerDirectoryEntry } from '@vaultline/contracts';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DEMO_CONTENT } from '../content/demo-content';
import { readOperatorContent } from '../content/operator-content';

/**
 * The billers customers can pay: the operator content file's `billers` (checked at boot: routing
 * numbers with their check digit, patterns that compile, examples that fit them), or the demo's
 * made-up billers when the operator supplies no content file.
 */
@Injectable()
export class BillersDirectory {
  private readonly byId: Map<string, BillerDirectoryEntry>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // The operator's file is checked as it is read; the demo's list goes through the same schema.
    const billers = config.contentFile
      ? readOperatorContent(config.contentFile).billers
      : BillerDirectoryEntrySchema.array().parse(DEMO_CONTENT.billers);
    this.byId = new Map(billers.map((biller) => [biller.id, biller]));
  }

  /** The directory as customers see it (no bank details), by name. */
  list(): Biller[] {
    return [...this.byId.values()]
      .map((entry) => ({
        id: entry.id,
        name: entry.name,
        category: entry.category,
        referenceLabel: entry.referenceLabel,
        referencePattern: entry.referencePattern,
        referenceExample: entry.referenceExample,
        referenceHint: entry.referenceHint,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  find(id: string): BillerDirectoryEntry | undefined {
    return this.byId.get(id);
  }
}
