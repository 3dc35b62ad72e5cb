import type { NotificationKind } from '@vaultline/contracts';

/** What happened, told to one customer: in the portal's list and, by their choice or always for security, by email. */
export interface Notice {
  kind: NotificationKind;
  /** Short: the list's and the bell's line. */
  title: string;
  /** A sentence or two: what happened and, if it matters, what to do. */
  body: string;
  /** The portal page that shows more (a path such as /transfers/<id>). */
  link?: string | null;
  /** Emailed whatever the customer chose (sign-ins, password, PIN, email and two-factor changes). */
  security?: boolean;
  /** The email's subject (default: the title) and, for mails with their own words, its text. */
  mail?: { subject: string; text?: string };
}

export interface AddressedNotice extends Notice {
  userId: string;
}
