import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AccountsService } from '../accounts/accounts.service';
import type { CardSecret } from '../cards/card-secrets';
import { Cards } from '../cards/cards.service';
import { CustomerVerification } from '../kyc/customer-verification.service';
import { PinService } from '../transfers/pin/pin.service';
import type { User } from '../users/user.entity';
import {
  DEMO_ACCOUNTS_FILE,
  DEMO_CARD_FILE,
  DEMO_ADMIN,
  DEMO_CHECKER,
  DEMO_CUSTOMER,
  drawDemoSecrets,
  formatDemoAccounts,
  parseDemoAccounts,
} from './demo-accounts';
import type { DemoSecrets } from './demo-accounts';
import { DemoPeopleService } from './demo-people.service';

const DEMO_VERIFICATION_NOTE =
  'Demo customer: verified as if taken on before identity verification was required; no taxpayer number on file.';

/** The file's secrets; null when there is none yet (or it is unreadable, or from before secrets were drawn). */
function readDemoAccounts(file: string): DemoSecrets | null {
  try {
    return parseDemoAccounts(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Written whole (a reader never sees half a file) and readable by its owner only, even where it existed before with wider rights. */
function writeSecretFile(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

function writeDemoAccounts(file: string, secrets: DemoSecrets): void {
  writeSecretFile(file, formatDemoAccounts(secrets));
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
    private readonly accounts: AccountsService,
    private readonly pins: PinService,
    private readonly people: DemoPeopleService,
    private readonly verification: CustomerVerification,
    private readonly cards: Cards,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const file = join(this.config.dataDir, DEMO_ACCOUNTS_FILE);
    const kept = readDemoAccounts(file);
    const secrets = kept ?? drawDemoSecrets();
    const card = await this.db.transaction(async (tx) => {
      const customer = await this.people.ensure(
        tx,
        DEMO_CUSTOMER,
        'customer',
        secrets.customer,
        !kept,
      );
      if (customer.created) await this.fund(tx, customer.user, secrets.pin);
      else if (!kept) await this.resetPin(tx, customer.user, secrets.pin);
      // The demo customer stands for one taken on before identity verification (no tax id invented).
      await this.verification.grandfather(tx, customer.user.id, DEMO_VERIFICATION_NOTE);
      await this.people.ensure(tx, DEMO_ADMIN, 'admin', secrets.admin, !kept);
      await this.people.ensure(tx, DEMO_CHECKER, 'admin', secrets.checker, !kept);
      return this.demoCard(tx, customer.user);
    });
    mkdirSync(this.config.dataDir, { recursive: true });
    // A file kept from before is rewritten too: the mode is set again, whatever it was.
    writeDemoAccounts(file, secrets);
    writeSecretFile(join(this.config.dataDir, DEMO_CARD_FILE), `${JSON.stringify(card)}\n`);
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

  /**
   * The demo customer's debit card on their checking account (gambling blocked, so the card
   * simulator's bet is declined), with its number for the simulator (npm run cards:simulate).
   */
  private async demoCard(
    tx: EntityManager,
    customer: User,
  ): Promise<CardSecret & { expiryMonth: number; expiryYear: number }> {
    const checking = (await this.accounts.list(customer.id, tx)).find(
      (account) => account.type === 'checking' && account.status === 'active',
    );
    if (!checking) throw new Error('The demo customer has no open checking account');
    const { card, secret } = await this.cards.ensureOpen(tx, customer, checking.id, {
      blockedGroups: ['gambling'],
    });
    return { ...secret, expiryMonth: card.expiry_month, expiryYear: card.expiry_year };
  }

  /** A new PIN for the existing demo customer, when their old one may be known. */
  private async resetPin(tx: EntityManager, customer: User, pin: string): Promise<void> {
    await this.pins.seed(tx, customer.id, pin);
  }
}
