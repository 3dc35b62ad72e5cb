import { Inject, Injectable } from '@nestjs/common';
import type { MatchKind } from '@vaultline/contracts';
import type { AppConfig, SanctionsEntry } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { SanctionsListSchema } from '../../platform/config/sanctions-file';
import demoList from './demo-sanctions-list.json';
import { matchNames, normaliseName } from './name-matching';
import type { NormalisedName } from './name-matching';

/** The list entry a name matched, and how closely. */
export interface ScreeningMatch {
  kind: MatchKind;
  entry: SanctionsEntry;
}

/**
 * Screens names against the operator's sanctions list (SANCTIONS_FILE, checked at boot), or the
 * shipped demo list of made-up names when none is set (never in production: the config refuses).
 * The list is normalised once; each screening walks it (a hit beats a near hit).
 */
@Injectable()
export class SanctionsScreening {
  private readonly entries: Array<{ entry: SanctionsEntry; name: NormalisedName }>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const list = config.sanctionsList ?? SanctionsListSchema.parse(demoList);
    this.entries = list.entries.map((entry) => ({ entry, name: normaliseName(entry.name) }));
  }

  /** The closest match of `fullName` on the list, or null when it matches nothing. */
  screen(fullName: string): ScreeningMatch | null {
    const person = normaliseName(fullName);
    let found: ScreeningMatch | null = null;
    for (const { entry, name } of this.entries) {
      const kind = matchNames(person, name);
      if (kind === 'hit') return { kind, entry };
      if (kind && !found) found = { kind, entry };
    }
    return found;
  }
}
