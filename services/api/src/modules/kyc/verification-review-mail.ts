import type { MailMessage } from '../../platform/mail/mail.service';

/** Tells the customer how staff decided their identity verification (sent once the decision commits). */
export function reviewDecisionMail(
  to: string,
  firstName: string,
  outcome: { status: 'verified' } | { status: 'declined'; reason: string },
): MailMessage {
  const body =
    outcome.status === 'verified'
      ? 'We have verified your identity: you can now move money to and from other banks.'
      : `We could not verify your identity: ${outcome.reason}\n\nPlease contact our support to talk it through.`;
  return {
    to,
    subject: 'Your Vaultline identity verification',
    text: [`Hello ${firstName},`, body, 'Vaultline'].join('\n\n'),
  };
}
