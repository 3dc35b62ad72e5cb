import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { apiClient } from './bank';

/** A card as its holder saw it after the step-up. */
export interface RevealedCard {
  pan: string;
  cvv: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The card network's key, as the portal generated it in its data folder. */
function networkKey(): string {
  return readFileSync(join(process.env.E2E_DATA_DIR as string, 'card-network-key'), 'utf8').trim();
}

/** A message from the card network to the bank (authorisation, clearing, reversal, refund). */
export async function cardNetwork(path: string, body: Record<string, unknown>) {
  const api = await apiClient();
  const response = await api.post(`/api/card-network/${path}`, {
    headers: { 'x-network-key': networkKey() },
    data: { messageId: `e2e-${randomUUID()}`, ...body },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** A merchant's terminal asks to authorise a payment on the card. */
export function authorizeCard(
  card: RevealedCard,
  amountMinor: number,
  merchantName = 'Blue Door Coffee',
  mcc = 5814,
) {
  return cardNetwork('authorizations', {
    pan: card.pan,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    cvv: card.cvv,
    amountMinor,
    merchantName,
    mcc,
    country: 'US',
    channel: 'online',
  });
}

/** Reads the number, CVV and expiry off the reveal dialog's text. */
export function readRevealed(text: string): RevealedCard {
  const pan = /(\d{4} \d{4} \d{4} \d{4})/.exec(text)?.[1]?.replace(/ /g, '');
  const cvv = /Security code \(CVV\)\s*(\d{3})/.exec(text)?.[1];
  const expiry = /Expires\s*(\d{2})\/(\d{2})/.exec(text);
  if (!pan || !cvv || !expiry) throw new Error(`No card details in: ${text}`);
  return { pan, cvv, expiryMonth: Number(expiry[1]), expiryYear: 2000 + Number(expiry[2]) };
}
