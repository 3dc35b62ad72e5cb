import type { LandingContent } from '@vaultline/contracts';

export const landingContent: LandingContent = {
  bankName: 'Vaultline',
  demo: true,
  stats: [
    { label: 'Customers', value: '1,204', source: 'live' },
    { label: 'Transfers posted', value: '38,511', source: 'live' },
  ],
  claims: ['Deposits insured up to $250,000'],
  testimonials: [
    { name: 'Ada Lovelace', role: 'Engineer', content: 'First testimonial text.', rating: 5 },
    { name: 'Grace Hopper', role: 'Admiral', content: 'Second testimonial text.', rating: 4 },
    { name: 'Alan Turing', role: 'Mathematician', content: 'Third testimonial text.', rating: 5 },
  ],
  testimonialsNote: 'Illustrative testimonials (demo content)',
  partners: ['Acme Clearing', 'Globex Payments'],
  supportEmail: 'help@vaultline.example',
  supportPhone: '+1 555 0100',
  supportReplyHours: 24,
};

export { makeUser, sessionFor } from '@vaultline/testing';
