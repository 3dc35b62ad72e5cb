import type { ReactElement } from 'react';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { VerifyOtpPage } from '../features/auth/components/verify-otp-page';
import { FeaturesPage } from '../features/features/components/features-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { PrivacyPage } from '../features/legal/components/privacy-page';
import { TermsPage } from '../features/legal/components/terms-page';

/** Route path (as in routes.json) → page. */
export const PAGES: Record<string, ReactElement> = {
  '/': <LandingPage />,
  '/features': <FeaturesPage />,
  '/login': <LoginPage />,
  '/register': <RegisterPage />,
  '/verify-otp': <VerifyOtpPage />,
  '/privacy': <PrivacyPage />,
  '/terms': <TermsPage />,
};
