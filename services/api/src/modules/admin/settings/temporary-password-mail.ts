import type { MailMessage } from '../../../platform/mail/mail.service';

/** The temporary password staff had sent to a customer (staff never see it). */
export function temporaryPasswordMail(
  to: string,
  firstName: string,
  password: string,
  publicUrl: string,
): MailMessage {
  return {
    to,
    subject: 'Your temporary Vaultline password',
    text: `Hello ${firstName},\n\nOur support team reset your password. Sign in at ${publicUrl}/login with this temporary password: ${password}\n\nYou will choose a new password right after signing in; the temporary one then stops working. Nobody at the bank can see it.\n\nVaultline`,
  };
}
