import { describeDevice } from '@vaultline/contracts';
import type { MailMessage } from '../../platform/mail/mail.service';
import type { Notice } from './notice.types';

/**
 * The notices of changes to how a customer signs in or pays: always emailed, whatever the
 * notification settings say. Those that had an email before keep its words (`mail`, from
 * auth-mail.ts); the in-app line says the same in short.
 */

const NOT_YOU = 'If this was not you, change your password at once and contact support.';
/** Where the customer sees and changes how they sign in. */
const SETTINGS = '/settings?tab=security';

function security(kind: Notice['kind'], title: string, body: string, mail?: MailMessage): Notice {
  return {
    kind,
    title,
    body,
    link: SETTINGS,
    security: true,
    mail: mail ? { subject: mail.subject, text: mail.text } : undefined,
  };
}

export const securityNotices = {
  newDeviceSignIn: (client: { ip: string; userAgent: string | null }): Notice => ({
    ...security(
      'new_device_sign_in',
      'New sign-in to your account',
      `Someone signed in to your account from a browser that had not signed in to it before ` +
        `(${describeDevice(client.userAgent, 'an unknown browser')}, address ${client.ip.slice(0, 45)}). If it was you, ` +
        `there is nothing to do. If not, change your password and sign out everywhere in Settings.`,
    ),
    mail: { subject: 'New sign-in to your Vaultline account' },
  }),

  passwordChanged: (mail: MailMessage): Notice =>
    security(
      'password_changed',
      'Password changed',
      `Your password was changed and your other sessions were signed out. ${NOT_YOU}`,
      mail,
    ),

  pinChanged: (): Notice => ({
    ...security(
      'pin_changed',
      'Transfer PIN changed',
      `The PIN that confirms your transfers was set or changed. ${NOT_YOU}`,
    ),
    mail: { subject: 'Your Vaultline transfer PIN was changed' },
  }),

  pinUnlockedByBank: (): Notice => ({
    ...security(
      'pin_changed',
      'Transfers unlocked by the bank',
      `Our staff lifted the lock that wrong transfer PINs put on your transfers. ${NOT_YOU}`,
    ),
    mail: { subject: 'Your Vaultline transfers were unlocked' },
  }),

  emailChangeRequested: (newEmail: string, mail: MailMessage): Notice =>
    security(
      'email_changed',
      'Email change requested',
      `Someone signed in to your account asked to change its email to ${newEmail}. ${NOT_YOU}`,
      mail,
    ),

  emailChanged: (newEmail: string): Notice => ({
    ...security(
      'email_changed',
      'Email changed',
      `Your account's email is now ${newEmail}; sign in with it from now on. ${NOT_YOU}`,
    ),
    mail: { subject: 'Your Vaultline email was changed' },
  }),

  emailChangeCancelled: (): Notice => ({
    ...security(
      'email_changed',
      'Email change cancelled',
      'The change of your email was cancelled from the link we sent to this address: your old email ' +
        'is back and every session was signed out. Whoever changed it knew your password: choose a new ' +
        'one now (Forgot password on the sign-in page).',
    ),
    mail: { subject: 'The change of your Vaultline email was cancelled' },
  }),

  authenticatorEnabled: (mail: MailMessage): Notice =>
    security(
      'two_factor_changed',
      'Authenticator app turned on',
      `Signing in now needs your password and a code from your authenticator app (or a recovery code). ${NOT_YOU}`,
      mail,
    ),

  authenticatorDisabled: (mail: MailMessage): Notice =>
    security(
      'two_factor_changed',
      'Authenticator app turned off',
      `Signing in no longer asks for a code from your authenticator app. ${NOT_YOU}`,
      mail,
    ),

  secondFactorReset: (mail: MailMessage): Notice =>
    security(
      'two_factor_changed',
      'Your authenticator app was reset by the bank',
      'Two of our staff reset your second factor after checking who you are. You were signed out ' +
        'everywhere; for 24 hours payments to new recipients wait. Set up an authenticator again in ' +
        `Settings. ${NOT_YOU}`,
      mail,
    ),

  signedOutByBank: (): Notice =>
    security(
      'sessions_ended',
      'The bank signed you out',
      `Our staff ended one or more of your sessions for your safety. Sign in again to go on. ${NOT_YOU}`,
    ),

  recoveryCodesRenewed: (mail: MailMessage): Notice =>
    security(
      'two_factor_changed',
      'New recovery codes',
      `New recovery codes were made for your account; the earlier ones no longer work. ${NOT_YOU}`,
      mail,
    ),

  twoFactorChanged: (on: boolean, how: string, mail?: MailMessage): Notice => ({
    ...security(
      'two_factor_changed',
      on ? 'Two-factor sign-in turned on' : 'Two-factor sign-in turned off',
      `${how} ${NOT_YOU}`,
      mail,
    ),
    ...(mail ? {} : { mail: { subject: 'Your Vaultline sign-in settings changed' } }),
  }),
};
