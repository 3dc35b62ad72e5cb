import { randomUUID } from 'node:crypto';
import type { AuthorizationRequest, Card } from '@vaultline/contracts';
import type { Customer } from '../../support/banking';
import { call } from '../../support/http';
import type { TestApp } from '../../support/test-app';
import { TEST_CARD_NETWORK_KEY } from '../../support/test-app';
import { verifiedCustomer } from '../ach/ach-support';

export interface CardHolder extends Customer {
  card: Card;
  pan: string;
  cvv: string;
}

/** A message id the network would send: unique per message. */
export function messageId(): string {
  return `msg-${randomUUID()}`;
}

/** Issues a card through the API. */
export async function issueCard(t: TestApp, customer: Customer, accountId = customer.accountId) {
  return call(t, 'POST', '/api/cards', { token: customer.accessToken, body: { accountId } });
}

/** The card's number and CVV, through the step-up (the code read from the real SMTP server). */
export async function reveal(t: TestApp, customer: Customer, cardId: string) {
  const since = t.mail.messages.length;
  const started = await call(t, 'POST', `/api/cards/${cardId}/reveal`, {
    token: customer.accessToken,
  });
  if (started.status !== 200) throw new Error(`reveal: ${started.status} ${started.text}`);
  const code = await t.mail.codeFor(customer.email, /show your card number/, since);
  const shown = await call(t, 'POST', `/api/cards/${cardId}/reveal/confirm`, {
    token: customer.accessToken,
    body: { code },
  });
  if (shown.status !== 200) throw new Error(`reveal confirm: ${shown.status} ${shown.text}`);
  return shown.body as { pan: string; cvv: string; expiryMonth: number; expiryYear: number };
}

/** A verified customer holding `depositMinor` with a card whose number they revealed. */
export async function cardHolder(t: TestApp, depositMinor: number): Promise<CardHolder> {
  const customer = await verifiedCustomer(t, depositMinor);
  const issued = await issueCard(t, customer);
  if (issued.status !== 201) throw new Error(`issue: ${issued.status} ${issued.text}`);
  const secret = await reveal(t, customer, issued.body.id);
  return { ...customer, card: issued.body as Card, pan: secret.pan, cvv: secret.cvv };
}

/** An authorisation as a merchant's terminal would send it for this card (overrides win). */
export function purchase(holder: CardHolder, overrides: Partial<AuthorizationRequest> = {}) {
  return {
    messageId: messageId(),
    pan: holder.pan,
    expiryMonth: holder.card.expiryMonth,
    expiryYear: holder.card.expiryYear,
    cvv: holder.cvv,
    amountMinor: 450,
    merchantName: 'Blue Door Coffee',
    mcc: 5814,
    country: 'US',
    channel: 'online' as const,
    ...overrides,
  };
}

export function network(t: TestApp, path: string, body: object, key = TEST_CARD_NETWORK_KEY) {
  return call(t, 'POST', `/api/card-network/${path}`, { headers: { 'x-network-key': key }, body });
}

/** Authorises; answers the network's answer (status 200 expected). */
export async function authorize(t: TestApp, request: object) {
  const answer = await network(t, 'authorizations', request);
  if (answer.status !== 200) throw new Error(`authorize: ${answer.status} ${answer.text}`);
  return answer.body as { approved: boolean; responseCode: string; authorizationId: string | null };
}

export async function cardOf(t: TestApp, customer: Customer, cardId: string): Promise<Card> {
  const list = await call(t, 'GET', '/api/cards', { token: customer.accessToken });
  const card = (list.body.cards as Card[]).find((c) => c.id === cardId);
  if (!card) throw new Error(`card ${cardId} not in the list`);
  return card;
}
