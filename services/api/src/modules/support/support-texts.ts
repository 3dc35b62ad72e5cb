import type { Notice } from '../notifications/notice.types';

// What customers are told about their support requests.

const page = (id: string) => `/support/${id}`;

/** "in 24 hours", "in 2 days": the operator's promise in words. */
export function replyTime(hours: number): string {
  if (hours % 24 === 0 && hours >= 48) return `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export function receivedNotice(id: string, subject: string, replyHours: number): Notice {
  return {
    kind: 'support_received',
    title: 'We received your request',
    body:
      `“${subject}” is with our team. We aim to reply within ${replyTime(replyHours)}, ` +
      'here and in your support requests.',
    link: page(id),
  };
}

export function replyNotice(id: string, subject: string, from: string): Notice {
  return {
    kind: 'support_reply',
    title: 'New reply to your request',
    body: `${from} replied to “${subject}”. Read it and answer in your support requests.`,
    link: page(id),
  };
}
