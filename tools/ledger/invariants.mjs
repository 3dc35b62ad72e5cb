#!/usr/bin/env node
// npm run invariants — checks the ledger of a running portal: postings sum to zero per currency,
// every entry balances, every cached balance equals its postings, no deposit account below zero.
// Exits 1 when any check is red. VAULTLINE_URL (default http://localhost:4200), OPS_TOKEN (default DATA_DIR/ops-token).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from '../remotes/remotes.mjs';

function opsToken() {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN;
  const file = join(resolve(ROOT, process.env.DATA_DIR ?? '.data'), 'ops-token');
  if (!existsSync(file))
    throw new Error(
      `No OPS_TOKEN and no ${file}: start the portal once (npm start) or set OPS_TOKEN.`,
    );
  return readFileSync(file, 'utf8').trim();
}

async function main() {
  const base = (process.env.VAULTLINE_URL ?? 'http://localhost:4200').replace(/\/$/, '');
  const response = await fetch(`${base}/api/platform/invariants`, {
    headers: { authorization: `Bearer ${opsToken()}` },
  });
  const report = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${report.message ?? ''}`);
  for (const check of report.checks) {
    console.log(
      `${check.ok ? 'green' : 'RED  '}  ${check.name}${check.ok ? '' : `\n         ${check.offenders.join('\n         ')}`}`,
    );
  }
  console.log(
    report.ok ? `Ledger invariants hold (${report.checkedAt}).` : 'Ledger invariants are BROKEN.',
  );
  if (!report.ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
