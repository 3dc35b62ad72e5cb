import { CommonErrorCode, SIGN_IN_FORM_FRAGMENT, SignInRequestSchema } from '@vaultline/contracts';
import type { CodeRequiredResponse, Me, SignInForm, SignInRequest } from '@vaultline/contracts';

const LOGIN_PATH = '/login';

/** The form's fields as a sign-in request (checked as one), or null when they are not one. */
export function signInRequestOf(form: SignInForm): SignInRequest | null {
  const parsed = SignInRequestSchema.safeParse({
    email: form.email.trim(),
    password: form.password,
    rememberMe: form.rememberMe === 'true',
  });
  return parsed.success ? parsed.data : null;
}

/** The sign-in page with the fields in its fragment, which browsers keep to themselves. */
function loginWith(fields: Record<string, string>): string {
  return `${LOGIN_PATH}#${new URLSearchParams(fields).toString()}`;
}

/** Back to the sign-in page, at its second step. */
export function codeStepPath(challenge: CodeRequiredResponse): string {
  return loginWith({
    [SIGN_IN_FORM_FRAGMENT]: 'code',
    challenge: challenge.challengeId,
    method: challenge.method,
  });
}

/** Back to the sign-in page, saying why (an error code; the page has its own words for it). */
export function failedPath(code: string = CommonErrorCode.VALIDATION_FAILED): string {
  return loginWith({ [SIGN_IN_FORM_FRAGMENT]: 'failed', code });
}

/** Where a signed-in person starts: staff in the back office, customers on their dashboard. */
export function homePath(user: Pick<Me, 'role'>): string {
  return user.role === 'admin' ? '/admin' : '/dashboard';
}
