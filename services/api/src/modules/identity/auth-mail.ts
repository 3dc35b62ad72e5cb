import type { MailMessage } from '../../platform/mail/mail.service';
import { CODE_NAMES } from './code-purposes';
import type { LockablePurpose } from './code-purposes';

/**
 * The emails of sign-up, sign-in and account security. Plain words; codes and links are the only
 * secrets, and they stay in the body: subjects show in notifications and get logged when a send fails.
 */

const SIGN_OFF = '\n\nVaultline';

function greet(firstName: string): string {
  return `Hello ${firstName},`;
}

/**
 * The reset page's address with the token in the fragment: browsers never send a fragment to a
 * server, so the token stays out of request logs and Referer headers.
 */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password#token=${token}`;
}

export const authMail = {
  verificationCode: (to: string, firstName: string, code: string): MailMessage => ({
    to,
    subject: 'Your Vaultline verification code',
    text: `${greet(firstName)}\n\nYour verification code is ${code}. It works once, for 10 minutes.\n\nIf you did not open a Vaultline account, you can ignore this email.${SIGN_OFF}`,
  }),

  alreadyRegistered: (to: string, firstName: string, publicUrl: string): MailMessage => ({
    to,
    subject: 'Someone tried to open a Vaultline account with your email',
    text: `${greet(firstName)}\n\nSomeone (maybe you) tried to open a new Vaultline account with this email address, which already has an account.\n\nSign in at ${publicUrl}/login, or reset your password at ${publicUrl}/forgot-password. If it was not you, you can ignore this email: nothing changed.${SIGN_OFF}`,
  }),

  signInCode: (to: string, firstName: string, code: string): MailMessage => ({
    to,
    subject: 'Your Vaultline sign-in code',
    text: `${greet(firstName)}\n\nYour sign-in code is ${code}. It works once, for 10 minutes.\n\nIf you are not signing in right now, someone knows your password: change it at once.${SIGN_OFF}`,
  }),

  passwordReset: (to: string, firstName: string, link: string): MailMessage => ({
    to,
    subject: 'Reset your Vaultline password',
    text: `${greet(firstName)}\n\nTo choose a new password, open this link: ${link}\n\nIt works once and expires in 24 hours. If you did not ask for it, ignore this email: your password stays the same.${SIGN_OFF}`,
  }),

  passwordChanged: (to: string, firstName: string): MailMessage => ({
    to,
    subject: 'Your Vaultline password was changed',
    text: `${greet(firstName)}\n\nYour password was just changed and your other sessions were signed out.\n\nIf this was not you, reset your password at once and contact support.${SIGN_OFF}`,
  }),

  emailChangeCode: (to: string, firstName: string, code: string): MailMessage => ({
    to,
    subject: 'Confirm your new Vaultline email',
    text: `${greet(firstName)}\n\nYour code to confirm this new email address is ${code}. It works once, for 10 minutes.${SIGN_OFF}`,
  }),

  emailTakenNotice: (to: string, firstName: string): MailMessage => ({
    to,
    subject: 'Someone tried to move a Vaultline account to your email',
    text:
      `${greet(firstName)}\n\nSomeone signed in to another Vaultline account asked to change its email to this ` +
      'address, which already has an account (yours). Nothing changed: an address belongs to one account only.\n\n' +
      'If you know about it, there is nothing to do. If not, you can ignore this email; your account was not ' +
      `touched.${SIGN_OFF}`,
  }),

  codesLocked: (
    to: string,
    firstName: string,
    purpose: LockablePurpose,
    hours: number,
  ): MailMessage => ({
    to,
    subject: 'We blocked codes on your Vaultline account',
    text:
      `${greet(firstName)}\n\nSomeone typed too many wrong ${CODE_NAMES[purpose]} for your account, ` +
      `so we blocked them for up to ${hours} hours. If it was not you, someone may be signed in to your account ` +
      `or know your password: change your password and contact support.${SIGN_OFF}`,
  }),

  authenticatorEnabled: (to: string, firstName: string): MailMessage => ({
    to,
    subject: 'An authenticator app now protects your Vaultline sign-in',
    text:
      `${greet(firstName)}\n\nAn authenticator app was just set up for your account: signing in now needs your ` +
      'password and a code from the app (or one of your recovery codes).\n\nIf this was not you, someone is ' +
      `signed in to your account: change your password at once and contact support.${SIGN_OFF}`,
  }),

  authenticatorDisabled: (
    to: string,
    firstName: string,
    fallback: 'email' | 'none',
  ): MailMessage => ({
    to,
    subject: 'The authenticator app was turned off for your Vaultline sign-in',
    text:
      `${greet(firstName)}\n\nThe authenticator app was just turned off for your account. Signing in now needs ` +
      (fallback === 'email'
        ? 'your password and a code we email you.'
        : 'your password, and a code we email you on a browser that has not signed in lately.') +
      `\n\nIf this was not you, change your password at once and contact support.${SIGN_OFF}`,
  }),

  secondFactorResetByBank: (to: string, firstName: string): MailMessage => ({
    to,
    subject: 'Your Vaultline authenticator app was reset',
    text:
      `${greet(firstName)}\n\nTwo of our staff removed the authenticator app and recovery codes from your ` +
      'account, after checking who you are, as you asked. You were signed out everywhere. Signing in now ' +
      'needs your password and a code we email you; set up an authenticator again in Settings.\n\n' +
      'For your safety, payments to new recipients wait for 24 hours.\n\nIf you did not ask for this, ' +
      `contact support at once.${SIGN_OFF}`,
  }),

  recoveryCodesRenewed: (to: string, firstName: string): MailMessage => ({
    to,
    subject: 'New Vaultline recovery codes',
    text:
      `${greet(firstName)}\n\nNew recovery codes were just made for your account; the earlier ones no longer ` +
      `work.\n\nIf this was not you, change your password at once and contact support.${SIGN_OFF}`,
  }),

  recoveryCodeUsed: (to: string, firstName: string, left: number): MailMessage => ({
    to,
    subject: 'A recovery code was used to sign in to Vaultline',
    text:
      `${greet(firstName)}\n\nSomeone just signed in to your account with one of your recovery codes. ` +
      `${left} ${left === 1 ? 'code is' : 'codes are'} left; you can make new ones in Settings, Security.\n\n` +
      `If this was not you, change your password at once and contact support.${SIGN_OFF}`,
  }),

  securityChangeCode: (to: string, firstName: string, code: string): MailMessage => ({
    to,
    subject: 'Confirm a change to your Vaultline sign-in',
    text:
      `${greet(firstName)}\n\nYour code to confirm a change to how you sign in is ${code}. It works once, ` +
      `for 10 minutes.\n\nIf this was not you, someone knows your password: change it at once and contact support.${SIGN_OFF}`,
  }),

  emailChangeCurrentCode: (
    to: string,
    firstName: string,
    newEmail: string,
    code: string,
  ): MailMessage => ({
    to,
    subject: 'Confirm the change of your Vaultline email',
    text:
      `${greet(firstName)}\n\nSomeone signed in to your account asked to change its email to ${newEmail}. ` +
      `If it was you, your code to agree from this address is ${code}. It works once, for 10 minutes.\n\n` +
      `If this was not you, do not give this code to anyone: change your password at once and contact support.${SIGN_OFF}`,
  }),

  emailChangedCancel: (
    to: string,
    firstName: string,
    newEmail: string,
    cancelLink: string,
  ): MailMessage => ({
    to,
    subject: 'Your Vaultline email was changed',
    text:
      `${greet(firstName)}\n\nYour account's email was just changed from this address to ${newEmail}. ` +
      'For the next 24 hours payments to new recipients, new payees and new transfer PINs wait.\n\n' +
      `If this was not you, cancel the change within 24 hours with this link: ${cancelLink}\n` +
      `It brings this address back and signs everyone out of your account.${SIGN_OFF}`,
  }),

  emailChangeNotice: (to: string, firstName: string, newEmail: string): MailMessage => ({
    to,
    subject: 'Your Vaultline email is being changed',
    text: `${greet(firstName)}\n\nSomeone signed in to your account asked to change its email to ${newEmail}. If this was not you, change your password at once and contact support.${SIGN_OFF}`,
  }),
};
