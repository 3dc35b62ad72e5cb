/** A message as the modules hand it to MailService (and the mail outbox). */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; the HTML part is the same text, escaped, with paragraphs. */
  text: string;
}
