import { z } from 'zod';
import { IsoDateSchema, plainText } from '../common';

/**
 * Know your customer (issue 38, part 0): before an account may take money from other banks, the
 * customer gives a date of birth (18 or older), a US residential address and a taxpayer number
 * (SSN or ITIN), and their name is screened against the operator's sanctions list. The server
 * keeps the taxpayer number sealed; only its last four digits are ever shown.
 */

/**
 * unverified: nothing submitted yet; pending_review: the name matched (or nearly matched) the
 * sanctions list and staff review it; verified: may move money to and from other banks;
 * declined: staff closed the review (the customer contacts support).
 */
export const VERIFICATION_STATUSES = [
  'unverified',
  'pending_review',
  'verified',
  'declined',
] as const;
export const VerificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const TAX_ID_KINDS = ['ssn', 'itin'] as const;
export const TaxIdKindSchema = z.enum(TAX_ID_KINDS);
export type TaxIdKind = z.infer<typeof TaxIdKindSchema>;

/** The 50 states, DC, and the territories whose residents hold SSNs (USPS codes). */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

/** The youngest age at which a person may open the verification (the bank's customers are adults). */
export const VERIFICATION_MIN_AGE_YEARS = 18;

/** The digits of a taxpayer number as typed ("123-45-6789" → "123456789"). */
export function taxIdDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** ITIN group digits (4th and 5th) the IRS issues: 50–65, 70–88, 90–92, 94–99. */
function isItinGroup(group: number): boolean {
  return (
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    (group >= 94 && group <= 99)
  );
}

/**
 * What is wrong with 9 digits as an SSN or ITIN, or null when they are one. An SSN never starts
 * with 000, 666 or 9, its group (4th–5th) is never 00 and its serial (6th–9th) never 0000; a
 * number starting with 9 is an ITIN, whose group must be one the IRS issues.
 */
export function taxIdProblem(digits: string): string | null {
  if (!/^\d{9}$/.test(digits)) return 'Enter the 9 digits of your SSN or ITIN';
  const area = digits.slice(0, 3);
  const group = Number(digits.slice(3, 5));
  if (digits.startsWith('9'))
    return isItinGroup(group) ? null : 'This is not a valid ITIN: check its 4th and 5th digits';
  if (area === '000' || area === '666') return 'This is not a valid SSN: check its first 3 digits';
  if (group === 0) return 'This is not a valid SSN: its 4th and 5th digits cannot be 00';
  if (digits.slice(5) === '0000')
    return 'This is not a valid SSN: its last 4 digits cannot be 0000';
  return null;
}

/** 'ssn' or 'itin' for a valid taxpayer number's digits, null for anything else. */
export function taxIdKindOf(digits: string): TaxIdKind | null {
  if (taxIdProblem(digits) !== null) return null;
  return digits.startsWith('9') ? 'itin' : 'ssn';
}

/** Whether someone born on `dateOfBirth` (YYYY-MM-DD) is at least 18 on `today` (YYYY-MM-DD). */
export function isAdultOn(dateOfBirth: string, today: string): boolean {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const eighteenth = `${String(year + VERIFICATION_MIN_AGE_YEARS).padStart(4, '0')}-${dateOfBirth.slice(5)}`;
  // Born on 29 February: the birthday falls on 1 March in a year without one.
  return eighteenth <= today;
}

export const VerificationAddressSchema = z.strictObject({
  line1: plainText(100, 'Street address'),
  line2: z
    .union([plainText(100, 'Apartment, suite or unit'), z.literal('').transform(() => undefined)])
    .optional(),
  city: plainText(60, 'City'),
  state: z.enum(US_STATE_CODES, { error: 'Choose a US state' }),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code: 5 digits, or 5+4'),
});
export type VerificationAddress = z.output<typeof VerificationAddressSchema>;

export const TaxIdSchema = z
  .string()
  .trim()
  .max(11, 'Enter the 9 digits of your SSN or ITIN')
  .superRefine((value, context) => {
    const digits = taxIdDigits(value);
    const problem = /^[\d\s-]*$/.test(value)
      ? taxIdProblem(digits)
      : 'Enter the 9 digits of your SSN or ITIN';
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** The earliest date of birth taken: anything before is a typo. */
const OLDEST_BIRTH_DATE = '1900-01-01';

export const SubmitVerificationRequestSchema = z.strictObject({
  dateOfBirth: IsoDateSchema.refine(
    (value) => value >= OLDEST_BIRTH_DATE,
    'Enter your date of birth (after 1900)',
  ),
  address: VerificationAddressSchema,
  /** 9 digits, dashes allowed; never echoed, logged or shown again beyond its last four digits. */
  taxId: TaxIdSchema,
});
export type SubmitVerificationRequest = z.input<typeof SubmitVerificationRequestSchema>;

export const VerificationSchema = z.object({
  status: VerificationStatusSchema,
  dateOfBirth: z.string().nullable(),
  address: z
    .object({
      line1: z.string(),
      line2: z.string().optional(),
      city: z.string(),
      state: z.string(),
      postalCode: z.string(),
    })
    .nullable(),
  taxIdLast4: z.string().nullable(),
  taxIdKind: TaxIdKindSchema.nullable(),
  /** Why staff declined the verification (shown to the customer), when declined. */
  declinedReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type Verification = z.infer<typeof VerificationSchema>;

/** Error codes of identity verification and its review (the client shows the message; tests assert the code). */
export const KycErrorCode = {
  /** Money to or from other banks waits for a verified identity (403). */
  NOT_VERIFIED: 'KYC_NOT_VERIFIED',
  UNDER_18: 'KYC_UNDER_18',
  /** Submitted already (under review or verified), or declined: no second submission (409). */
  ALREADY_SUBMITTED: 'KYC_ALREADY_SUBMITTED',
  REVIEW_NOT_FOUND: 'KYC_REVIEW_NOT_FOUND',
  /** Cleared or closed already (409). */
  REVIEW_NOT_OPEN: 'KYC_REVIEW_NOT_OPEN',
  /** The staff member who proposed clearing cannot confirm it too (403). */
  SAME_CLEARER: 'KYC_SAME_CLEARER',
  /** Staff never decide on their own verification (403). */
  OWN_REVIEW: 'KYC_OWN_REVIEW',
} as const;
export type KycErrorCode = (typeof KycErrorCode)[keyof typeof KycErrorCode];
