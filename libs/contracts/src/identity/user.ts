import { z } from 'zod';
import { IsoDateSchema, optionalText, plainText, UuidSchema } from '../common';

export const ROLES = ['customer', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Emails are compared and stored lower-cased and trimmed. 254 is the longest address SMTP allows. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

/**
 * A person's name as the bank keeps it: words of letters (any script, with their marks), apostrophes
 * and hyphens, each starting with a letter and perhaps ending in a dot ("J. R. R.", "St. John"). It is shown to other customers in mail the
 * bank sends ("Ada Lovelace sent you $5"), so it can carry no link, address, number or message.
 */
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’-]*\.?(?: +\p{L}[\p{L}\p{M}'’-]*\.?)*$/u;
export const NameSchema = (label: string) =>
  plainText(60, label).regex(
    PERSON_NAME_PATTERN,
    `${label} may contain letters, spaces, ' - and . only`,
  );

/** US-style phone numbers and international ones: digits, spaces, +, -, (, ). */
export const MobileSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number');

export const NotificationPreferencesSchema = z.strictObject({
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  marketing: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** The signed-in user as the API shows them: never a password hash, PIN or code. */
export const MeSchema = z.object({
  id: UuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: RoleSchema,
  emailVerified: z.boolean(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  createdAt: z.string(),
  avatarUrl: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  biometricEnabled: z.boolean(),
  notifications: NotificationPreferencesSchema,
  /** Whether a transfer PIN is set (the PIN itself never leaves the server). */
  hasPin: z.boolean(),
  /** Staff issued a temporary password: the user must choose a new one before anything else. */
  mustChangePassword: z.boolean(),
});
export type Me = z.infer<typeof MeSchema>;

/** Own profile fields a customer may change. Anything else in the body (role, email, balances, ids) is refused. */
export const UpdateProfileRequestSchema = z
  .strictObject({
    firstName: NameSchema('First name'),
    lastName: NameSchema('Last name'),
    mobile: z.union([MobileSchema, z.literal('').transform(() => null), z.null()]),
    address: optionalText(200, 'Address'),
    dateOfBirth: z.union([IsoDateSchema, z.literal('').transform(() => null), z.null()]),
  })
  .partial();
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

/** Preferences; "always ask for a code at sign-in" is changed at PUT /auth/two-factor (it takes a step-up). */
export const UpdatePreferencesRequestSchema = z
  .strictObject({
    notifications: NotificationPreferencesSchema.partial(),
    biometricEnabled: z.boolean(),
  })
  .partial();
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequestSchema>;

export const ChangeEmailRequestSchema = z.strictObject({
  newEmail: EmailSchema,
  password: z.string().min(1, 'Password is required').max(128),
});
export type ChangeEmailRequest = z.input<typeof ChangeEmailRequestSchema>;

/** Avatars: images only, at most 2 MB (the browser compresses to 800 px first). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
