import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Role } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AccountsService } from '../accounts/accounts.service';
import { PasswordsService } from '../identity/passwords.service';
import { SessionsService } from '../identity/sessions.service';
import { PinService } from '../transfers/pin/pin.service';
import { User } from '../users/user.entity';
import {
  DEMO_ACCOUNTS_FILE,
  DEMO_ADMIN,
  DEMO_CHECKER,
  DEMO_CUSTOMER,
  DemoSecrets,
  drawDemoSecrets,
  formatDemoAccounts,
  parseDemoAccounts,
} from './demo-accounts';

type DemoPerson = { email: string; firstName: string; lastName: string };

/** The file's secrets; null when there is none yet (or it is unreadable, or from before secrets were drawn). */
function readDemoAccounts(file: string): DemoSecrets | null {
  try {
    return parseDemoAccounts(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Written whole (a reader never sees half a file) and readable by its owner only, even where it existed before with wider rights. */
function writeDemoAccounts(file: string, secrets: DemoSecrets): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, formatDemoAccounts(secrets), { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/**
 * With SEED_DEMO=true (npm start), makes sure the demo customer and the two demo staff members (an
 * admin and a checker, so two-person control can be shown) exist. Their passwords and the PIN are
 * drawn at random at the first seed and written to DATA_DIR/demo-accounts.txt (mode 0600); a later
 * boot reads them back. Where that file is gone (or holds the passwords earlier versions published)
 * while the people exist, they get new secrets and are signed out everywhere: nobody is locked out,
 * and no published or lost password keeps working.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Demo');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passwords: PasswordsService,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
    private readonly pins: PinService,
    private readonly audit: AuditService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const file = join(this.config.dataDir, DEMO_ACCOUNTS_FILE);
    const kept = readDemoAccounts(file);
    const secrets = kept ?? drawDemoSecrets();
    await this.db.transaction(async (tx) => {
      const customer = await this.ensure(tx, DEMO_CUSTOMER, 'customer', secrets.customer, !kept);
      if (customer.created) await this.fund(tx, customer.user, secrets.pin);
      else if (!kept) await this.resetPin(tx, customer.user, secrets.pin);
      await this.ensure(tx, DEMO_ADMIN, 'admin', secrets.admin, !kept);
      await this.ensure(tx, DEMO_CHECKER, 'admin', secrets.checker, !kept);
    });
    mkdirSync(this.config.dataDir, { recursive: true });
    // A file kept from before is rewritten too: the mode is set again, whatever it was.
    writeDemoAccounts(file, secrets);
    // The secrets stay in the file (npm start names it): no password in any log line.
    this.logger.log(`Demo sign-ins (random, drawn at the first seed) are in ${file}`);
  }

  /** The demo customer's accounts, opened with real deposits, and their PIN. */
  private async fund(tx: EntityManager, customer: User, pin: string): Promise<void> {
    const system = { id: null, role: 'system' };
    for (const account of DEMO_CUSTOMER.accounts) {
      const row = await this.accounts.insert(tx, customer.id, {
        type: account.type,
        name: account.name,
      });
      await this.accounts.deposit(
        tx,
        { id: row.id, ownerId: customer.id },
        account.depositMinor,
        'Opening deposit',
        system,
      );
    }
    await this.pins.seed(tx, customer.id, pin);
  }

  /** A new PIN for the existing demo customer, when their old one may be known. */
  private async resetPin(tx: EntityManager, customer: User, pin: string): Promise<void> {
    await this.pins.seed(tx, customer.id, pin);
  }

  /**
   * Creates the person if missing. One that exists keeps their password, unless `replace` (the
   * file's secrets are gone or were published): then the new one, and every session ends.
   */
  private async ensure(
    tx: EntityManager,
    person: DemoPerson,
    role: Role,
    password: string,
    replace: boolean,
  ): Promise<{ user: User; created: boolean }> {
    const users = tx.getRepository(User);
    const existing = await users.findOneBy({ email: person.email });
    if (existing) {
      if (replace) await this.replacePassword(tx, existing, password);
      return { user: existing, created: false };
    }
    const user = await users.save(
      users.create({
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        role,
        passwordHash: await this.passwords.hash(password),
        emailVerifiedAt: new Date(),
      }),
    );
    await this.audit.record(tx, {
      actor: { id: null, role: 'system' },
      action: 'demo.user_seeded',
      target: { type: 'user', id: user.id },
      after: { email: user.email, role },
    });
    return { user, created: true };
  }

  private async replacePassword(tx: EntityManager, user: User, password: string): Promise<void> {
    const users = tx.getRepository(User);
    await users.update({ id: user.id }, { passwordHash: await this.passwords.hash(password) });
    await users.increment({ id: user.id }, 'tokenVersion', 1);
    await this.sessions.revokeAll(tx, user.id, 'demo secrets drawn again');
    await this.audit.record(tx, {
      actor: { id: null, role: 'system' },
      action: 'demo.password_replaced',
      target: { type: 'user', id: user.id },
    });
  }
}
