/**
 * The common ACH return reason codes an RDFI sends back with a returned entry, with their short
 * descriptions (NACHA Operating Rules, Appendix Four), to tell staff and customers why money came
 * back. Two are shortened to fit a notice title: R10's full title is "Customer advises originator
 * is not known to receiver and/or originator is not authorized by receiver to debit receiver's
 * account", R16's is "Account frozen/entry returned per OFAC instruction".
 */
export const ACH_RETURN_CODES = {
  R01: 'Insufficient funds',
  R02: 'Account closed',
  R03: 'No account/unable to locate account',
  R04: 'Invalid account number structure',
  R10: 'Customer advises not authorized',
  R16: 'Account frozen',
  R20: 'Non-transaction account',
} as const;

/** One of the return reason codes above, e.g. 'R01'. */
export type AchReturnCode = keyof typeof ACH_RETURN_CODES;

/** True when `code` is one of the known return reason codes (e.g. read from a return file). */
export function isAchReturnCode(code: string): code is AchReturnCode {
  return Object.prototype.hasOwnProperty.call(ACH_RETURN_CODES, code);
}
