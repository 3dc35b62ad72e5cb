import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as ts from 'typescript';

export const SRC = join(__dirname, '../../src');

/** Which module owns each table: only its SQL may name it; everyone else asks its service. */
export const TABLE_OWNERS: Record<string, string> = {
  sessions: 'modules/identity',
  refresh_tokens: 'modules/identity',
  one_time_codes: 'modules/identity',
  authenticators: 'modules/identity',
  recovery_codes: 'modules/identity',
  known_devices: 'modules/identity',
  users: 'modules/users',
  avatars: 'modules/profile',
  email_changes: 'modules/profile',
  customer_verifications: 'modules/kyc',
  verification_reviews: 'modules/kyc',
  ledger_accounts: 'modules/ledger',
  journal_entries: 'modules/ledger',
  postings: 'modules/ledger',
  transactions: 'modules/transactions',
  transfers: 'modules/transfers',
  transfer_schedules: 'modules/transfers',
  transfer_settings: 'modules/transfers',
  payees: 'modules/transfers',
  daily_outgoing: 'modules/transfers',
  recipient_windows: 'modules/transfers',
  linked_accounts: 'modules/ach',
  ach_entries: 'modules/ach',
  ach_batches: 'modules/ach',
  customer_billers: 'modules/billpay',
  bill_series: 'modules/billpay',
  bill_payments: 'modules/billpay',
  check_images: 'modules/deposits',
  check_deposits: 'modules/deposits',
  cards: 'modules/cards',
  card_authorizations: 'modules/cards',
  card_network_messages: 'modules/cards',
  disputes: 'modules/disputes',
  dispute_events: 'modules/disputes',
  dispute_attachments: 'modules/disputes',
  bank_settings: 'modules/admin',
  adjustment_requests: 'modules/admin',
  change_requests: 'modules/admin',
  staff_adjustment_totals: 'modules/admin',
  support_requests: 'modules/support',
  support_messages: 'modules/support',
  support_attachments: 'modules/support',
  support_attachment_placements: 'modules/support',
  statements: 'modules/statements',
  notifications: 'modules/notifications',
  audit_log: 'platform/audit',
  audit_chain: 'platform/audit',
  jobs: 'platform/jobs',
  idempotency_keys: 'platform/idempotency',
  throttles: 'platform/throttle',
  remote_releases: 'platform/remotes',
  remote_release_states: 'platform/remotes',
  release_credentials: 'platform/remotes',
};

/** SQL keywords after which a table name follows. */
const TABLE_AFTER = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+([a-z_][a-z0-9_]*)/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return (path.endsWith('.ts') && !path.endsWith('.spec.ts')) || path.endsWith('.sql')
      ? [path]
      : [];
  });
}

/**
 * The SQL a file holds: a .sql file's statements (its comments dropped), or the text of every string
 * and template literal of a .ts file (SQL lives there, comments do not count).
 */
function literals(file: string): string[] {
  if (file.endsWith('.sql')) return [readFileSync(file, 'utf8').replace(/--[^\n]*/g, '')];
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    if (ts.isTemplateExpression(node)) found.push(node.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** "modules/transfers" for src/modules/transfers/x.ts. */
function moduleOf(file: string): string {
  return relative(SRC, file).split(sep).slice(0, 2).join('/');
}

/** Every "<module> names <table>" where the module does not own the table, with the files. */
export function crossings(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const module = moduleOf(file);
    for (const text of literals(file)) {
      for (const match of text.matchAll(TABLE_AFTER)) {
        const owner = TABLE_OWNERS[match[1].toLowerCase()];
        if (!owner || owner === module) continue;
        const key = `${module} -> ${match[1].toLowerCase()}`;
        const files = found.get(key) ?? [];
        const name = relative(SRC, file);
        if (!files.includes(name)) files.push(name);
        found.set(key, files);
      }
    }
  }
  return found;
}
