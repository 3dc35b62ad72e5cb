import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import type {
  CreateCredentialRequest,
  CreatedCredential,
  Credential,
  CredentialScope,
} from '@vaultline/contracts';
import { AuditService } from '../audit/audit.service';
import { isUniqueViolation } from '../database/sql-error';
import { ReleaseCredential } from './release-credential.entity';
import { RemotesErrorCode, RemotesException } from './remotes.exception';

/** Who is acting on releases: the ops token (root), or a named credential with one scope. */
export type ReleaseActor =
  { kind: 'ops' } | { kind: 'credential'; id: string; name: string; scope: CredentialScope };

/** How the actor appears in the release history and the audit log. */
export function actorName(actor: ReleaseActor): string {
  return actor.kind === 'ops' ? 'ops' : actor.name;
}

/** The audit record's actor: credentials by id, the ops token as role "ops". */
export function auditActor(actor: ReleaseActor) {
  return actor.kind === 'ops'
    ? { id: null, role: 'ops' }
    : { id: actor.id, role: 'release-credential' };
}

const TOKEN_PREFIX = 'vrc_';

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toCredential(row: ReleaseCredential): Credential {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Release credentials: random 256-bit bearer tokens, one per team and scope, stored as their
 * SHA-256 (a token is as strong as a key, so a fast hash is enough), shown once, revocable.
 */
@Injectable()
export class ReleaseCredentialsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Errors: REMOTES_CREDENTIAL_NAME_TAKEN (an active credential has this name). */
  async create(request: CreateCredentialRequest): Promise<CreatedCredential> {
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    try {
      return await this.db.transaction(async (tx) => {
        const repository = tx.getRepository(ReleaseCredential);
        const row = await repository.save(
          repository.create({ ...request, tokenHash: tokenHash(token), revokedAt: null }),
        );
        const target = { type: 'release_credential', id: row.id };
        await this.audit.record(tx, {
          actor: { id: null, role: 'ops' },
          action: 'release_credential.created',
          target,
          after: request,
        });
        return { ...toCredential(row), token };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new RemotesException(
        RemotesErrorCode.CREDENTIAL_NAME_TAKEN,
        `A credential named ${request.name} exists; revoke it first.`,
      );
    }
  }

  async list(): Promise<Credential[]> {
    const rows = await this.db
      .getRepository(ReleaseCredential)
      .find({ order: { createdAt: 'DESC' } });
    return rows.map(toCredential);
  }

  /** Errors: REMOTES_CREDENTIAL_NOT_FOUND. Revoking twice keeps the first time. */
  async revoke(id: string): Promise<Credential> {
    return this.db.transaction(async (tx) => {
      const repository = tx.getRepository(ReleaseCredential);
      const row = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row)
        throw new RemotesException(RemotesErrorCode.CREDENTIAL_NOT_FOUND, 'No such credential.');
      if (!row.revokedAt) {
        row.revokedAt = new Date();
        await repository.save(row);
        const target = { type: 'release_credential', id: row.id };
        await this.audit.record(tx, {
          actor: { id: null, role: 'ops' },
          action: 'release_credential.revoked',
          target,
          before: { name: row.name, scope: row.scope },
        });
      }
      return toCredential(row);
    });
  }

  /** The active credential a bearer token is, or null. */
  async authenticate(token: string): Promise<ReleaseActor | null> {
    if (!token.startsWith(TOKEN_PREFIX)) return null;
    const row = await this.db
      .getRepository(ReleaseCredential)
      .findOneBy({ tokenHash: tokenHash(token), revokedAt: IsNull() });
    return row ? { kind: 'credential', id: row.id, name: row.name, scope: row.scope } : null;
  }
}
