import type { MailMessage } from '../../../platform/mail/mail.service';

/** Tells the old address that staff changed the account's email (sent once the change commits). */
export function staffEmailChangeMail(to: string, firstName: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'The email of your Vaultline account was changed',
    text: [
      `Hello ${firstName},`,
      `Our staff changed the email of your Vaultline account to ${newEmail}. From now on we write to that ` +
        'address, and it must be confirmed with a code before it is used to sign in. ' +
        'Every session of your account was signed out.',
      'If you did not ask for this, contact our support at once.',
      'Vaultline',
    ].join('\n\n'),
  };
}
