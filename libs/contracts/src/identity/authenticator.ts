import { z } from 'zod';
import { CodeSchema, PASSWORD_MAX_LENGTH, RecoveryCodeSchema } from './auth';

/**
 * An authenticator app (TOTP, RFC 6238) as the second factor at sign-in: SHA-1, 6 digits, a new
 * code every 30 seconds. Enrolment is two steps (start, then confirm with a code from the app);
 * confirming returns the recovery codes, once.
 */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_S = 30;
/** Recovery codes handed out at once; each works once, instead of a code from the app. */
export const RECOVERY_CODE_COUNT = 10;

/** GET /auth/authenticator: whether the app is the second factor, since when, and recovery codes left. */
export const AuthenticatorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().min(0).max(RECOVERY_CODE_COUNT),
});
export type AuthenticatorStatus = z.infer<typeof AuthenticatorStatusSchema>;

/**
 * POST /auth/authenticator/enrolment: a new secret to add to the app, by scanning the QR code (a
 * data: URL of an SVG image of `otpauthUri`) or typing `secret` (base32). Nothing changes at
 * sign-in until it is confirmed.
 */
export const AuthenticatorEnrolmentSchema = z.object({
  secret: z.string().regex(/^[A-Z2-7]+$/),
  otpauthUri: z.string().startsWith('otpauth://totp/'),
  qrCodeDataUrl: z.string().startsWith('data:image/'),
});
export type AuthenticatorEnrolment = z.infer<typeof AuthenticatorEnrolmentSchema>;

/** A current code from the app: confirms an enrolment, or allows new recovery codes. */
export const AuthenticatorCodeRequestSchema = z.strictObject({ code: CodeSchema });
export type AuthenticatorCodeRequest = z.infer<typeof AuthenticatorCodeRequestSchema>;

/** New recovery codes, shown this once (only their hashes are kept). */
export const RecoveryCodesResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;

/**
 * POST /auth/authenticator/disable: the account password and proof of the app, a current code
 * from it or one unused recovery code (a password alone never removes a second factor).
 */
export const DisableAuthenticatorRequestSchema = z
  .strictObject({
    password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
    code: CodeSchema.optional(),
    recoveryCode: RecoveryCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'Enter a code from your authenticator app or one of your recovery codes',
    path: ['code'],
  });
export type DisableAuthenticatorRequest = z.infer<typeof DisableAuthenticatorRequestSchema>;

/**
 * POST /auth/security/step-up: the password opens a step-up for a change of the second factor
 * (setting up the app, turning "always ask for a code" off): answered with a code emailed to the
 * verified address, or from the app where one is set up.
 */
export const SecurityStepUpRequestSchema = z.strictObject({
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type SecurityStepUpRequest = z.infer<typeof SecurityStepUpRequestSchema>;

/** POST /auth/authenticator/enrolment: the code of the security step-up (password + factor first). */
export const StartEnrolmentRequestSchema = z.strictObject({ code: CodeSchema });
export type StartEnrolmentRequest = z.infer<typeof StartEnrolmentRequestSchema>;

/**
 * PUT /auth/two-factor: whether every sign-in asks for a code, even on a known browser (a new
 * browser always does). Turning it off takes the security step-up's code.
 */
export const TwoFactorRequestSchema = z
  .strictObject({ enabled: z.boolean(), code: CodeSchema.optional() })
  .refine((body) => body.enabled || body.code !== undefined, {
    message: 'Enter the code to confirm it is you',
    path: ['code'],
  });
export type TwoFactorRequest = z.infer<typeof TwoFactorRequestSchema>;
