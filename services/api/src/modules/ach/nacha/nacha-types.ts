/**
 * The input types of the NACHA writer (re-exported by nacha-file.ts, which is where callers import
 * them from): one file of PPD batches, each of entry detail records without addenda.
 */

/** Checking (2x) and savings (3x) credits (2, 3 = prenote) and debits (7, 8 = prenote). */
export type NachaTransactionCode = '22' | '23' | '27' | '28' | '32' | '33' | '37' | '38';

/** Codes that move money out of the receiver's account (the others are credits). */
export const DEBIT_CODES: ReadonlySet<NachaTransactionCode> = new Set(['27', '28', '37', '38']);
/** Prenotes test an account with a zero amount before real entries are sent. */
export const PRENOTE_CODES: ReadonlySet<NachaTransactionCode> = new Set(['23', '28', '33', '38']);

/** True for a debit transaction code (27, 28, 37, 38). */
export function isDebitCode(code: NachaTransactionCode): boolean {
  return DEBIT_CODES.has(code);
}

/** One entry detail record ('6'): a credit or debit to one receiver's account. */
export interface NachaEntryInput {
  transactionCode: NachaTransactionCode;
  /** 9 digits: the 8-digit RDFI id followed by its ABA check digit. */
  receivingRouting: string;
  /** The receiver's account at the RDFI, at most 17 characters. */
  accountNumber: string;
  /** Integer cents, 0 ≤ amount < 10^10 (zero for prenotes). */
  amountMinor: number;
  /** At most 15 characters (may be blank). */
  individualId: string;
  /** At most 22 characters. */
  individualName: string;
  /** 15 digits: the 8-digit originating DFI id then a 7-digit sequence, ascending in the batch. */
  traceNumber: string;
}

/** One batch: a batch header ('5'), its entries and a batch control ('8'). */
export interface NachaBatchInput {
  /** At most 16 characters. */
  companyName: string;
  /** Exactly 10 characters, e.g. '1' + the company's EIN. */
  companyId: string;
  entryClass: 'PPD';
  /** At most 10 characters, e.g. 'TRANSFER' or 'ACCTVERIFY' (shown on the receiver's statement). */
  entryDescription: string;
  /** The day the entries should settle; its UTC calendar date is written. */
  effectiveEntryDate: Date;
  /** 8 digits: the first 8 digits of our (the ODFI's) routing number. */
  originatingDfi: string;
  /** 1..9999999, ascending through the file. */
  batchNumber: number;
  entries: NachaEntryInput[];
}

/** A whole file: a file header ('1'), the batches and a file control ('9'). */
export interface NachaFileInput {
  /** 9-digit routing number of the receiving point (the ACH operator or the bank). */
  immediateDestination: string;
  /** 10 characters: ' ' + 9-digit routing, or '1' + 9 digits (e.g. an EIN). */
  immediateOrigin: string;
  /** At most 23 characters (may be blank). */
  destinationName: string;
  /** At most 23 characters (may be blank). */
  originName: string;
  /** When the file was created; written as UTC YYMMDD and HHMM. */
  fileCreation: Date;
  /** One character A-Z or 0-9, telling apart files created on the same day. */
  fileIdModifier: string;
  batches: NachaBatchInput[];
}
