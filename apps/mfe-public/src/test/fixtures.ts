import type { LandingContent, Me, SessionResponse } from '@vaultline/contracts';

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
};

export function makeUser(overrides: Partial<Me> = {}): Me {
  return {
    id: '7d1f9c2e-0a4b-4c7e-9a51-3b2f8e6d1c00',
    firstName: 'ada',
    lastName: 'lovelace',
    email: 'ada@example.com',
    role: 'customer',
    emailVerified: true,
    mobile: null,
    address: null,
    dateOfBirth: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    avatarUrl: null,
    twoFactorEnabled: false,
    biometricEnabled: false,
    notifications: { email: true, sms: false, push: true, marketing: false },
    hasPin: false,
    mustChangePassword: false,
    ...overrides,
  };
}

export function sessionFor(user: Me): SessionResponse {
  return { status: 'signed_in', accessToken: 'access-token', expiresInS: 900, user };
}
