import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * vaultline_app (migration 0003) may log in: on PostgreSQL the API connects as it (DATABASE_APP_URL)
 * instead of connecting as the schema owner and switching with SET ROLE, which any statement could
 * undo with RESET ROLE. The role has no password here: where the server asks for one, the operator
 * sets it (ALTER ROLE vaultline_app PASSWORD '…') and puts it in DATABASE_APP_URL. Roles belong to
 * the whole server, so two databases migrating at once may both try: the second finds it done.
 */
export class AppLoginRole1763800000012 implements MigrationInterface {
  name = 'AppLoginRole1763800000012';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      DO $$ BEGIN
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'vaultline_app' AND rolcanlogin) THEN
          BEGIN
            ALTER ROLE vaultline_app LOGIN;
          EXCEPTION WHEN internal_error THEN
            -- "tuple concurrently updated": another database's migration changed the role first.
            IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'vaultline_app' AND rolcanlogin) THEN RAISE; END IF;
          END;
        END IF;
      END $$`);
  }

  async down(): Promise<void> {
    // Other databases on the same server may serve as vaultline_app: the role keeps its login.
  }
}
