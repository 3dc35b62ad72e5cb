import type { MailMessage } from '../../platform/mail/mail.service';
import type { Notice } from './notice.types';

const SIGN_OFF = '\n\nVaultline';

/**
 * The email of a notice: its own words when it brings them (the security mails), else the
 * notice's body with a link to the page that shows more. Subjects get logged when a send fails:
 * no amounts, names or codes in them.
 */
export function noticeMail(
  to: string,
  firstName: string,
  notice: Notice,
  publicUrl: string,
): MailMessage {
  const subject = notice.mail?.subject ?? notice.title;
  if (notice.mail?.text !== undefined) return { to, subject, text: notice.mail.text };
  const more = notice.link ? `\n\nSee it in Vaultline: ${publicUrl}${notice.link}` : '';
  const choice = notice.security
    ? '\n\nSecurity emails like this one always go, whatever your notification settings say.'
    : `\n\nYou can turn off transfer emails in Settings, Notifications: ${publicUrl}/settings/notifications`;
  return {
    to,
    subject,
    text: `Hello ${firstName},\n\n${notice.body}${more}${choice}${SIGN_OFF}`,
  };
}
