import type { MailMessage } from '../../platform/mail/mail.service';
import { dollars, when } from '../../platform/text/customer-words';
import type { Notice } from '../notifications/notifications.service';
import { ACH_RETURN_CODES, isAchReturnCode } from './nacha/nacha-return-codes';

// The words customers read about money moving to and from other banks: statement lines and notices.

export { dollars, when };

/** "Insufficient funds": a return code's description (the code itself for one the bank does not know). */
export function returnDescription(code: string): string {
  return isAchReturnCode(code) ? ACH_RETURN_CODES[code] : code;
}

/** "R01 Insufficient funds" (the code alone for one the bank does not know). */
export function returnReason(code: string): string {
  return isAchReturnCode(code) ? `${code} ${ACH_RETURN_CODES[code]}` : code;
}

export const linkLabel = (last4: string) => `account ending ${last4}`;

export const billPaymentTitle = (billerName: string, referenceLast4: string) =>
  `Bill payment to ${billerName} (account ••${referenceLast4})`;
export const billPaymentReturnTitle = (billerName: string, code: string) =>
  `Bill payment to ${billerName} returned: ${returnReason(code)}`;
export const pushTitle = (last4: string) => `Transfer to linked account ••${last4}`;
export const pullTitle = (last4: string) => `Money added from linked account ••${last4}`;
export const pullReturnTitle = (last4: string, code: string) =>
  `Money added from ••${last4} returned: ${returnReason(code)}`;
export const pushReturnTitle = (last4: string, code: string) =>
  `Transfer to ••${last4} returned: ${returnReason(code)}`;

export function microDepositsNotice(last4: string, arriveAt: Date): Notice {
  return {
    kind: 'micro_deposits_sent',
    title: 'Two small deposits are on their way',
    body: `We sent two deposits of less than $1 to your ${linkLabel(last4)}. They arrive by ${when(arriveAt)}: type both amounts on Linked accounts to finish linking it.`,
    link: '/linked-accounts',
  };
}

export function verifiedNotice(last4: string): Notice {
  return {
    kind: 'external_account_verified',
    title: 'Your linked account is verified',
    body: `Your ${linkLabel(last4)} at another bank is verified: you can now add money from it and send money to it.`,
    link: '/add-money',
    security: true,
  };
}

export function availableNotice(amountMinor: number, last4: string): Notice {
  return {
    kind: 'money_available',
    title: `${dollars(amountMinor)} is available`,
    body: `The ${dollars(amountMinor)} you added from your ${linkLabel(last4)} is now in your account and free to spend.`,
    link: '/add-money',
  };
}

/** What the customer's balance went through: whether a pull had become available, and where it ended. */
export interface ReturnedBalance {
  wasAvailable: boolean;
  belowZero: boolean;
}

export function returnedNotice(
  direction: 'in' | 'out',
  amountMinor: number,
  last4: string,
  code: string,
  balance: ReturnedBalance,
): Notice {
  const amount = dollars(amountMinor);
  const why = `returned by the other bank (${returnReason(code)})`;
  let what: string;
  if (direction === 'out')
    what = `The ${amount} you sent to your ${linkLabel(last4)} was ${why} and is back in your account.`;
  else if (balance.wasAvailable)
    what = `The ${amount} you added from your ${linkLabel(last4)} was ${why}, and taken back out of your account.`;
  else
    what = `The ${amount} you added from your ${linkLabel(last4)} was ${why}. It was still on hold, so your balance did not change.`;
  const below = balance.belowZero
    ? ' Your balance is now below zero: add money to bring it back above zero; until then no money can leave the account.'
    : '';
  return {
    kind: 'ach_returned',
    title:
      direction === 'in'
        ? 'Money you added was returned'
        : 'A transfer to your linked account came back',
    body: what + below,
    link: '/add-money',
  };
}

/** The step-up code for a new link (digits only in it: the last four of the account). */
export function linkCodeMail(
  to: string,
  firstName: string,
  code: string,
  last4: string,
): MailMessage {
  return {
    to,
    subject: 'Confirm the account you are linking',
    text: `Hello ${firstName},\n\nYour code to link the account ending ${last4} at another bank is ${code}. It works once, for 10 minutes.\n\nIf you did not ask for this, do not share the code, and change your password.\n\nVaultline`,
  };
}
