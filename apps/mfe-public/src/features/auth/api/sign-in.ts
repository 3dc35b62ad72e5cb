import { useMutation } from '@vaultline/data-access';
import { signIn, verifySignInCode } from '@vaultline/session';

/**
 * Sign-in goes through the session SDK, which stores the session it gets back:
 * POST /auth/sign-in → signed in, or a two-factor challenge (code_required);
 * POST /auth/sign-in/code → signed in. Errors: AUTH_INVALID_CREDENTIALS (401),
 * AUTH_EMAIL_NOT_VERIFIED (403), AUTH_THROTTLED (429), AUTH_CODE_* on the code step.
 */
export function useSignIn() {
  return useMutation(signIn);
}

export function useVerifySignInCode() {
  return useMutation(verifySignInCode);
}
