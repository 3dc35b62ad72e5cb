import type { EntityManager } from 'typeorm';
import type { ChangeKind, ChangeValue } from '@vaultline/contracts';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../users/auth-context';

export type ChangeValues = Record<string, ChangeValue>;

/** A change as the approval reads it back: the exact fields and values the maker asked for. */
export interface StoredChange {
  id: string;
  kind: ChangeKind;
  subjectId: string | null;
  changes: ChangeValues;
  before: ChangeValues;
  makerId: string;
}

export interface NewChange {
  kind: ChangeKind;
  subjectId: string | null;
  changes: ChangeValues;
  before: ChangeValues;
  reason: string | undefined;
}

/** Work that must wait until the change is committed (mail, dropping a cache). */
export type AfterCommit = () => Promise<unknown> | void;

/** Applies one kind of change exactly as stored, after checking it still makes sense today. */
export interface ChangeApplier {
  /** The kind of change it applies: one applier per kind (CHANGE_APPLIERS). */
  readonly kind: ChangeKind;
  applyChange(
    tx: EntityManager,
    checker: AuthContext,
    change: StoredChange,
    client: ClientInfo,
  ): Promise<AfterCommit[]>;
}
