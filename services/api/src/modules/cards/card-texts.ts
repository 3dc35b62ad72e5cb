import type { MailMessage } from '../../platform/mail/mail.service';
import { dollars } from '../../platform/text/customer-words';
import type { Notice } from '../notifications/notice.types';

// What customers are told about their cards: statement lines and notices.

const PAGE = '/cards/manage';

const NOT_YOU = 'If this was not you, freeze the card and contact us.';

/** Approved payments from this amount up are told at once (a customer spots fraud sooner). */
export const LARGE_PAYMENT_MINOR = 50_000;

/** A card line's title is its kind; its description (what history shows) names the merchant and the card. */
export const PAYMENT_TITLE = 'Card payment';
export const ADJUSTMENT_TITLE = 'Card payment, final amount';
export const REFUND_TITLE = 'Card refund';

export function paymentDescription(merchant: string, last4: string): string {
  return `${merchant} (card •••• ${last4})`;
}

export function adjustmentDescription(merchant: string, more: boolean, last4: string): string {
  return `${merchant}: final amount ${more ? 'higher' : 'lower'} than authorised (card •••• ${last4})`;
}

export function refundDescription(merchant: string, last4: string): string {
  return `Refund from ${merchant} (card •••• ${last4})`;
}

export function declinedNotice(
  merchant: string,
  amountMinor: number,
  last4: string,
  reason: string,
): Notice {
  return {
    kind: 'card_declined',
    title: 'A card payment was declined',
    body:
      `${merchant} asked for ${dollars(amountMinor)} on your card ending ${last4}: ` +
      `declined (${reason}). ${NOT_YOU}`,
    link: PAGE,
  };
}

export function largePaymentNotice(merchant: string, amountMinor: number, last4: string): Notice {
  return {
    kind: 'card_large_payment',
    title: 'A large card payment',
    body: `${merchant} was authorised ${dollars(amountMinor)} on your card ending ${last4}. ${NOT_YOU}`,
    link: PAGE,
  };
}

/** A change to a card (by its holder or by staff): always told, so a change nobody asked for is seen. */
export function cardChangedNotice(last4: string, what: string): Notice {
  return {
    kind: 'card_changed',
    title: 'Your card was changed',
    body: `Your card ending ${last4}: ${what}.`,
    link: PAGE,
  };
}

export function revealCodeMail(
  to: string,
  firstName: string,
  code: string,
  last4: string,
): MailMessage {
  return {
    to,
    subject: 'Your code to show your card number',
    text:
      `Hello ${firstName},\n\nYour code to show the full number of your card ending ${last4} is ${code}. ` +
      'It works once, for 5 minutes.\n\nIf you did not ask for this, do not share the code: ' +
      'freeze the card in the portal and change your password.\n\nVaultline',
  };
}
