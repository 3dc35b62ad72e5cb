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
  billers: DEMO_BILLERS,
};
