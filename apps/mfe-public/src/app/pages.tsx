import type { ReactElement } from 'react';
import { paths } from '../config/paths';
import { CancelEmailChangePage } from '../features/auth/components/cancel-email-change-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { VerifyOtpPage } from '../features/auth/components/verify-otp-page';
import { FeaturesPage } from '../features/features/components/features-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { PrivacyPage } from '../features/legal/components/privacy-page';
import { TermsPage } from '../features/legal/components/terms-page';

/** Route path (as in routes.json) → page. */
export const PAGES: Record<string, ReactElement> = {
  [paths.home]: <LandingPage />,
  [paths.features]: <FeaturesPage />,
  [paths.login]: <LoginPage />,
  [paths.register]: <RegisterPage />,
  [paths.verifyOtp]: <VerifyOtpPage />,
  [paths.forgotPassword]: <ForgotPasswordPage />,
  [paths.resetPassword]: <ResetPasswordPage />,
  [paths.cancelEmailChange]: <CancelEmailChangePage />,
  [paths.privacy]: <PrivacyPage />,
  [paths.terms]: <TermsPage />,
};
