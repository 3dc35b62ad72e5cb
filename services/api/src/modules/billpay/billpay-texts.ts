import type { MailMessage } from '../../platform/mail/mail.service';
import { dollars } from '../../platform/text/customer-words';
import type { Notice } from '../notifications/notice.types';

// The words customers read about their bill payments: notices and the step-up mail.

const LINK = '/payments/bills';

/** "Thu, Dec 3, 2026" for a YYYY-MM-DD day. */
export function day(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export interface PaymentWords {
  amountMinor: number;
  billerName: string;
  payOn: string;
}

export function reminderNotice(payment: PaymentWords): Notice {
  return {
    kind: 'bill_reminder',
    title: `${dollars(payment.amountMinor)} to ${payment.billerName} goes out tomorrow`,
    body: `Your payment of ${dollars(payment.amountMinor)} to ${payment.billerName} is scheduled for ${day(payment.payOn)}. Keep enough in the account, or change or cancel it on Pay bills before then.`,
    link: LINK,
  };
}

export function paidNotice(payment: PaymentWords): Notice {
  return {
    kind: 'bill_paid',
    title: `${payment.billerName} received ${dollars(payment.amountMinor)}`,
    body: `Your payment of ${dollars(payment.amountMinor)} to ${payment.billerName} reached the biller's bank.`,
    link: LINK,
  };
}

export function failedNotice(payment: PaymentWords, reason: string): Notice {
  return {
    kind: 'bill_failed',
    title: `Your payment to ${payment.billerName} did not go out`,
    body: `The ${dollars(payment.amountMinor)} payment to ${payment.billerName} scheduled for ${day(payment.payOn)} could not be sent: ${reason} Nothing left your account. Pay it again on Pay bills.`,
    link: LINK,
  };
}

export function returnedNotice(payment: PaymentWords, reason: string): Notice {
  return {
    kind: 'bill_failed',
    title: `Your payment to ${payment.billerName} came back`,
    body: `The ${dollars(payment.amountMinor)} you paid to ${payment.billerName} was returned by the biller's bank (${reason}) and is back in your account. Check your reference with the biller and pay again.`,
    link: LINK,
  };
}

/** The step-up code for a new biller (digits only in it: the last four of the reference). */
export function billerCodeMail(
  to: string,
  firstName: string,
  code: string,
  billerName: string,
  referenceLast4: string,
): MailMessage {
  return {
    to,
    subject: 'Confirm the biller you are adding',
    text: `Hello ${firstName},\n\nYour code to add ${billerName} (your account ending ${referenceLast4}) as a biller is ${code}. It works once, for 10 minutes.\n\nIf you did not ask for this, do not share the code, and change your password.\n\nVaultline`,
  };
}
