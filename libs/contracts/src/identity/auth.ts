import { z } from 'zod';
import { UuidSchema } from '../common';
import { EmailSchema, MeSchema, NameSchema } from './user';

/** 8 characters at least (NIST 800-63B); long passphrases welcome; no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

/** A 6-digit one-time code, as typed into six boxes. */
export const CodeSchema = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code');
/**
 * POST /me/email/verify: the code emailed to the new address, and the current factor's code (the
 * one emailed to the current address, or the authenticator app's): an email change needs both.
 */
export const ConfirmEmailChangeRequestSchema = z.strictObject({
  code: CodeSchema,
  currentCode: CodeSchema,
});
export type ConfirmEmailChangeRequest = z.input<typeof ConfirmEmailChangeRequestSchema>;

/** POST /email-changes/cancel: the link the old address got (its token is in the fragment). */
export const CancelEmailChangeRequestSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'This link is not valid'),
});
export type CancelEmailChangeRequest = z.infer<typeof CancelEmailChangeRequestSchema>;
export const CODE_LENGTH = 6;

export const RegisterRequestSchema = z.strictObject({
  firstName: NameSchema('First name'),
  lastName: NameSchema('Last name'),
  email: EmailSchema,
  password: PasswordSchema,
  /** The register page's opt-in: kept as the marketing notification preference (off unless ticked). */
  marketing: z.boolean().default(false),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const EmailRequestSchema = z.strictObject({ email: EmailSchema });
export type EmailRequest = z.input<typeof EmailRequestSchema>;

export const VerifyEmailRequestSchema = z.strictObject({ email: EmailSchema, code: CodeSchema });
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequestSchema>;

export const SignInRequestSchema = z.strictObject({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  /**
   * true: the refresh cookie outlives a browser restart (the session still ends after 15 idle
   * minutes and 12 hours at most); false: it ends with the browser.
   */
  rememberMe: z.boolean().default(false),
});
export type SignInRequest = z.input<typeof SignInRequestSchema>;

/**
 * The drawn sign-in page's plain HTML form, which works before the app has arrived: posted as
 * application/x-www-form-urlencoded, answered with a redirect (303) to the signed-in home with the
 * session's cookies set, or back to the sign-in page with what happened in its fragment
 * (SignInFormOutcome). The fields are checked as a sign-in's are once read.
 */
export const SIGN_IN_FORM_PATH = '/api/auth/sign-in/form';
export const SignInFormSchema = z.object({
  email: z.string().max(1024).default(''),
  password: z.string().max(1024).default(''),
  rememberMe: z.literal('true').optional(),
});
export type SignInForm = z.infer<typeof SignInFormSchema>;

/**
 * Where the form's sign-in stands when it did not finish, in the sign-in page's fragment (never sent
 * to a server or logged): `#sign-in=code&challenge=<id>&method=email|totp` (the second step), or
 * `#sign-in=failed&code=<error code>`. The page shows its own words for a code, none from the URL.
 */
export const SIGN_IN_FORM_FRAGMENT = 'sign-in';

/** A session: the short-lived access token (kept in memory) and who it belongs to. */
export const SessionResponseSchema = z.object({
  status: z.literal('signed_in'),
  accessToken: z.string(),
  expiresInS: z.number().int().positive(),
  user: MeSchema,
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** What a sign-in's second step asks for: a code we emailed, or one from the authenticator app. */
export const SecondFactorMethodSchema = z.enum(['email', 'totp']);
export type SecondFactorMethod = z.infer<typeof SecondFactorMethodSchema>;

/**
 * A recovery code as printed ("k7m2p-x4q6r": ten letters and digits 2-7, RFC 4648 base32);
 * typed with or without the dash or a space, in either case.
 */
export const RecoveryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z2-7]{5}[- ]?[a-z2-7]{5}$/, 'Enter a recovery code as printed, like k7m2p-x4q6r');

/**
 * Two-factor is on: a code went to the user's email (`email`), or the authenticator app has it
 * (`totp`); send it with the challenge id. An answer without `method` (an API from before the
 * authenticator app) means email.
 */
export const CodeRequiredResponseSchema = z.object({
  status: z.literal('code_required'),
  challengeId: UuidSchema,
  method: SecondFactorMethodSchema.default('email'),
  message: z.string(),
});
export type CodeRequiredResponse = z.infer<typeof CodeRequiredResponseSchema>;

/**
 * A step-up opened for a sensitive change (PIN reset, email change, a change of the second factor):
 * answer it with a code from the authenticator app (`totp`) or the one emailed (`email`).
 */
export const StepUpStartedSchema = z.object({
  method: SecondFactorMethodSchema,
  message: z.string(),
});
export type StepUpStarted = z.infer<typeof StepUpStartedSchema>;

export const SignInResponseSchema = z.discriminatedUnion('status', [
  SessionResponseSchema,
  CodeRequiredResponseSchema,
]);
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/**
 * The second step: the 6-digit code (emailed, or from the authenticator app), or, when the app is
 * the second factor, one unused recovery code instead.
 */
export const SignInCodeRequestSchema = z
  .strictObject({
    challengeId: UuidSchema,
    code: CodeSchema.optional(),
    recoveryCode: RecoveryCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'Enter the 6-digit code or a recovery code',
    path: ['code'],
  });
export type SignInCodeRequest = z.infer<typeof SignInCodeRequestSchema>;

export const ChangePasswordRequestSchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
    newPassword: PasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'Password did not match confirm password!.',
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ResetPasswordRequestSchema = z
  .strictObject({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'This reset link is not valid'),
    newPassword: PasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'Passwords do not match!',
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const SessionInfoSchema = z.object({
  id: UuidSchema,
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  persistent: z.boolean(),
  current: z.boolean(),
});
export const SessionListSchema = z.object({ sessions: z.array(SessionInfoSchema) });
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export type SessionList = z.infer<typeof SessionListSchema>;
