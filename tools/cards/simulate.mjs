#!/usr/bin/env node
// npm run cards:simulate — plays a day of card payments on the demo customer's debit card, as the
// card network would send them to a running portal (npm start): coffee, groceries, a dinner whose
// tip is added at clearing, a hotel hold the merchant cancels, an online order refunded, a bet the
// card's controls decline, and a last coffee left pending (cleared tomorrow).
// VAULTLINE_URL (default http://localhost:4200); CARD_NETWORK_KEY (default DATA_DIR/card-network-key);
// the card from DATA_DIR/demo-card.json (written by the demo seed).
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from '../remotes/remotes.mjs';

const DATA_DIR = resolve(ROOT, process.env.DATA_DIR ?? '.data');
const BASE = (process.env.VAULTLINE_URL ?? 'http://localhost:4200').replace(/\/$/, '');

function readData(name, hint) {
  const file = join(DATA_DIR, name);
  if (!existsSync(file)) throw new Error(`No ${file}: ${hint}`);
  return readFileSync(file, 'utf8').trim();
}

const KEY =
  process.env.CARD_NETWORK_KEY ??
  readData('card-network-key', 'start the portal once (npm start) or set CARD_NETWORK_KEY.');
const CARD = JSON.parse(readData('demo-card.json', 'start the portal with its demo (npm start).'));

async function send(path, body) {
  const response = await fetch(`${BASE}/api/card-network/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-network-key': KEY },
    body: JSON.stringify({ messageId: `sim-${randomUUID()}`, ...body }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.message ?? ''}`);
  return answer;
}

const dollars = (minor) => `$${(minor / 100).toFixed(2)}`;

async function authorize(merchantName, mcc, amountMinor, channel = 'contactless') {
  const answer = await send('authorizations', {
    pan: CARD.pan,
    expiryMonth: CARD.expiryMonth,
    expiryYear: CARD.expiryYear,
    ...(channel === 'online' ? { cvv: CARD.cvv } : {}),
    amountMinor,
    merchantName,
    mcc,
    country: 'US',
    channel,
  });
  const verdict = answer.approved
    ? 'approved'
    : `declined ${answer.responseCode} (${answer.message})`;
  console.log(`${merchantName.padEnd(24)} ${dollars(amountMinor).padStart(9)}  ${verdict}`);
  return answer;
}

async function clear(auth, amountMinor, note = '') {
  if (!auth.approved) return;
  await send('clearings', { authorizationId: auth.authorizationId, amountMinor });
  console.log(`${''.padEnd(24)} ${dollars(amountMinor).padStart(9)}  cleared${note}`);
}

async function main() {
  await clear(await authorize('Blue Door Coffee', 5814, 475), 475);
  await clear(await authorize('Corner Market', 5411, 6327), 6327);
  await clear(await authorize('Luca Trattoria', 5812, 4200), 5040, ' with a $8.40 tip');
  const hotel = await authorize('Harbor Hotel', 7011, 15000, 'chip');
  if (hotel.approved) {
    await send('reversals', { authorizationId: hotel.authorizationId });
    console.log(`${''.padEnd(24)} ${dollars(15000).padStart(9)}  hold reversed by the hotel`);
  }
  const order = await authorize('Northwind Books', 5942, 8999, 'online');
  await clear(order, 8999);
  if (order.approved) {
    await send('refunds', { authorizationId: order.authorizationId, amountMinor: 8999 });
    console.log(`${''.padEnd(24)} ${dollars(8999).padStart(9)}  refunded`);
  }
  await authorize('Lucky Star Casino', 7995, 5000, 'online');
  await authorize('Blue Door Coffee', 5814, 390);
  console.log('The last coffee stays pending until its clearing. See Cards → Manage Cards.');
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
