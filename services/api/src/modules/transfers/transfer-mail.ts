import { formatUsd } from '@vaultline/money';
import type { MailMessage } from '../../platform/mail/mail.service';

const SIGN_OFF = '\n\nVaultline';

/** Emails about transfers. Codes only in the body, never in a subject (subjects get logged when a send fails). */
export const transferMail = {
  stepUpCode: (
    to: string,
    firstName: string,
    code: string,
    amountMinor: number,
    recipient: string,
  ): MailMessage => ({
    to,
    subject: 'Your Vaultline transfer code',
    text: `Hello ${firstName},\n\nYour code to confirm the transfer of ${formatUsd(amountMinor)} to ${recipient} is ${code}. It works once, for 5 minutes, for this transfer only.\n\nIf you did not start this transfer, do not share the code and contact support.${SIGN_OFF}`,
  }),

  payeeCode: (to: string, firstName: string, code: string, payee: string): MailMessage => ({
    to,
    subject: 'Confirm your new Vaultline payee',
    text: `Hello ${firstName},\n\nYour code to add ${payee} to your payees is ${code}. It works once, for 10 minutes.\n\nIf you did not ask for this, do not share the code, and change your password.${SIGN_OFF}`,
  }),

  pinUnlockCode: (to: string, firstName: string, code: string): MailMessage => ({
    to,
    subject: 'Unblock your Vaultline transfers',
    text: `Hello ${firstName},\n\nTransfers were blocked after 5 wrong PINs. Your code to unblock them is ${code}. It works once, for 10 minutes.\n\nIf this was not you, reset your PIN and password and contact support.${SIGN_OFF}`,
  }),

  pinResetCode: (to: string, firstName: string, code: string): MailMessage => ({
    to,
    subject: 'Choose a new Vaultline transfer PIN',
    text: `Hello ${firstName},\n\nYour code to set a new transfer PIN is ${code}. It works once, for 10 minutes.\n\nIf this was not you, someone knows your password: change it at once and contact support.${SIGN_OFF}`,
  }),

  scheduleExpired: (
    to: string,
    firstName: string,
    amountMinor: number,
    recipient: string,
  ): MailMessage => ({
    to,
    subject: 'Your Vaultline scheduled transfer was not set up',
    text:
      `Hello ${firstName},\n\nYour scheduled transfer of ${formatUsd(amountMinor)} to ${recipient} ` +
      'was not confirmed with its emailed code within a day, so it was not set up and nothing ' +
      `will be sent. You can schedule it again from Transfer Money.${SIGN_OFF}`,
  }),
};
