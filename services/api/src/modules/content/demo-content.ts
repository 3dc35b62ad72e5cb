import { DEMO_BILLERS } from './demo-billers';
import type { OperatorContent } from './operator-content';

/**
 * What the landing page shows when the operator has not supplied a content file: the demo bank.
 * No figures here: statistics come live from the database. The testimonials are labelled as
 * illustrations, and no insurance or uptime is claimed. The billers are made up (demo-billers.ts).
 */
export const DEMO_CONTENT: OperatorContent = {
  bankName: 'Vaultline',
  demo: true,
  stats: [],
  claims: [],
  testimonials: [
    {
      name: 'A small-business owner',
      role: 'Illustrative example',
      content:
        'Seeing every transfer, its status and the reason when something is held makes month-end much calmer.',
      rating: 5,
    },
    {
      name: 'A freelance designer',
      role: 'Illustrative example',
      content:
        'Scheduling rent as a monthly transfer and getting a code by email for anything unusual feels right.',
      rating: 5,
    },
    {
      name: 'A household',
      role: 'Illustrative example',
      content:
        'Checking and savings side by side, with balances that always add up to the history below them.',
      rating: 5,
    },
  ],
  testimonialsNote: 'Illustrative testimonials — this is a demo bank, not real customers.',
  partners: [],
  supportEmail: 'support@vaultline.test',
  supportPhone: null,
  supportReplyHours: 24,
  cannedReplies: [
    {
      title: 'Looking into it',
      body: 'Thank you for writing. We are looking into this and will reply here as soon as we know more.',
    },
    {
      title: 'Need more details',
      body:
        'Thank you for writing. To look into this we need a little more: the date, the amount ' +
        'and the account it concerns.',
    },
    {
      title: 'Resolved',
      body: 'This is now sorted out. If anything still looks wrong, reply here and we will look again.',
    },
  ],
  billers: DEMO_BILLERS,
};
