// Playwright drives Debian's Chromium (its own browser download cannot work here): install it if missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM} is missing: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
  }
  console.log('Installing Debian Chromium for the browser tests...');
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
    });
  try {
    install();
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    install();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
