import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Role } from '@vaultline/contracts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { PasswordsService } from '../identity/passwords.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AccountsService } from '../accounts/accounts.service';
import { PinService } from '../transfers/pin.service';
import { User } from '../users/user.entity';
import { DEMO_ADMIN, DEMO_CHECKER, DEMO_CUSTOMER } from './demo-accounts';

type DemoPerson = { email: string; password: string; firstName: string; lastName: string };

/**
 * With SEED_DEMO=true (npm start), makes sure the demo customer and the two demo staff members (an
 * admin and a checker, so two-person control can be shown) exist, and writes their sign-ins to DATA_DIR.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Demo');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passwords: PasswordsService,
    private readonly accounts: AccountsService,
    private readonly pins: PinService,
    private readonly audit: AuditService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    await this.db.transaction(async (tx) => {
      const customer = await this.ensure(tx, DEMO_CUSTOMER, 'customer');
      if (customer) await this.fund(tx, customer);
      await this.ensure(tx, DEMO_ADMIN, 'admin');
      await this.ensure(tx, DEMO_CHECKER, 'admin');
    });
    const lines = [
      `Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
      `Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
      `Demo checker: ${DEMO_CHECKER.email} / ${DEMO_CHECKER.password}`,
      `Demo customer transfer PIN: ${DEMO_CUSTOMER.pin}`,
    ];
    const file = join(this.config.dataDir, 'demo-accounts.txt');
    writeFileSync(file, `${lines.join('\n')}\n`);
    // The passwords stay in the file (npm start prints it): no password in any log line.
    this.logger.log(`Demo sign-ins written to ${file}`);
  }

  /** The demo customer's accounts, opened with real deposits, and the preset PIN. */
  private async fund(tx: EntityManager, customer: User): Promise<void> {
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
    await this.pins.seed(tx, customer.id, DEMO_CUSTOMER.pin);
  }

  /** Creates the person if missing; answers the new user, or null when they already existed. */
  private async ensure(tx: EntityManager, person: DemoPerson, role: Role): Promise<User | null> {
    const users = tx.getRepository(User);
    if (await users.existsBy({ email: person.email })) return null;
    const user = await users.save(
      users.create({
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        role,
        passwordHash: await this.passwords.hash(person.password),
        emailVerifiedAt: new Date(),
      }),
    );
    await this.audit.record(tx, {
      actor: { id: null, role: 'system' },
      action: 'demo.user_seeded',
      target: { type: 'user', id: user.id },
      after: { email: user.email, role },
    });
    return user;
  }
}
