import {
  alphaField,
  blankField,
  digitsField,
  hhmmField,
  NachaInputError,
  numericField,
  routingField,
  yymmddField,
} from './nacha-fields';
import { isDebitCode, PRENOTE_CODES } from './nacha-types';
import type { NachaBatchInput, NachaEntryInput, NachaFileInput } from './nacha-types';

export { NachaInputError } from './nacha-fields';
export { isDebitCode } from './nacha-types';
export type {
  NachaBatchInput,
  NachaEntryInput,
  NachaFileInput,
  NachaTransactionCode,
} from './nacha-types';

/**
 * NACHA (ACH) file writer: PPD batches of entry detail records, no addenda, 94-character records
 * in blocks of 10. Every field is validated first; bad input throws instead of yielding a bad file.
 */

/** The length of every NACHA record. */
export const NACHA_RECORD_LENGTH = 94;
/** Records per block: the file is padded with all-'9' records to a multiple of this. */
export const NACHA_BLOCKING_FACTOR = 10;

const MAX_AMOUNT_MINOR = 9_999_999_999;
const ENTRY_HASH_MODULUS = 10_000_000_000;

/** What a batch or the whole file adds up to: written in the control records. */
interface ControlTotals {
  entryAddendaCount: number;
  entryHash: number;
  totalDebitMinor: number;
  totalCreditMinor: number;
}

function fileHeaderRecord(input: NachaFileInput): string {
  if (!/^[A-Z0-9]$/.test(input.fileIdModifier)) {
    throw new NachaInputError('fileIdModifier', 'must be one character A-Z or 0-9');
  }
  if (!/^( \d{9}|\d{10})$/.test(input.immediateOrigin)) {
    throw new NachaInputError(
      'immediateOrigin',
      "must be 10 characters: ' ' or a digit, then 9 digits",
    );
  }
  return [
    '1',
    '01',
    ' ' + routingField('immediateDestination', input.immediateDestination),
    input.immediateOrigin,
    yymmddField('fileCreation', input.fileCreation),
    hhmmField('fileCreation', input.fileCreation),
    input.fileIdModifier,
    '094',
    '10',
    '1',
    alphaField('destinationName', input.destinationName, 23),
    alphaField('originName', input.originName, 23),
    blankField(8),
  ].join('');
}

/** 200 when the batch mixes credits and debits, 220 for credits only, 225 for debits only. */
function serviceClassCode(batch: NachaBatchInput): string {
  const debits = batch.entries.filter((entry) => isDebitCode(entry.transactionCode)).length;
  if (debits === 0) return '220';
  return debits === batch.entries.length ? '225' : '200';
}

function batchHeaderRecord(batch: NachaBatchInput, serviceClass: string): string {
  if (batch.entryClass !== 'PPD') {
    throw new NachaInputError(
      'entryClass',
      `only PPD is supported (got ${String(batch.entryClass)})`,
    );
  }
  if (batch.companyId.length !== 10) {
    throw new NachaInputError('companyId', 'must be exactly 10 characters');
  }
  return [
    '5',
    serviceClass,
    alphaField('companyName', batch.companyName, 16, { required: true }),
    blankField(20), // company discretionary data
    alphaField('companyId', batch.companyId, 10, { required: true }),
    batch.entryClass,
    alphaField('entryDescription', batch.entryDescription, 10, { required: true }),
    blankField(6), // company descriptive date
    yymmddField('effectiveEntryDate', batch.effectiveEntryDate),
    blankField(3), // settlement date: filled in by the ACH operator
    '1', // originator status code: the ODFI is a depository financial institution
    digitsField('originatingDfi', batch.originatingDfi, 8),
    numericField('batchNumber', batch.batchNumber, 7),
  ].join('');
}

function checkEntry(entry: NachaEntryInput, originatingDfi: string, previousTrace: string): void {
  const codes: readonly string[] = ['22', '23', '27', '28', '32', '33', '37', '38'];
  if (!codes.includes(entry.transactionCode)) {
    throw new NachaInputError(
      'transactionCode',
      `unsupported code ${String(entry.transactionCode)}`,
    );
  }
  if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor < 0) {
    throw new NachaInputError(
      'amountMinor',
      `must be a safe non-negative integer (got ${entry.amountMinor})`,
    );
  }
  if (entry.amountMinor > MAX_AMOUNT_MINOR) {
    throw new NachaInputError('amountMinor', `${entry.amountMinor} does not fit in 10 digits`);
  }
  if (PRENOTE_CODES.has(entry.transactionCode) && entry.amountMinor !== 0) {
    throw new NachaInputError('amountMinor', `prenote code ${entry.transactionCode} must carry 0`);
  }
  digitsField('traceNumber', entry.traceNumber, 15);
  if (!entry.traceNumber.startsWith(originatingDfi)) {
    throw new NachaInputError(
      'traceNumber',
      `must start with the originating DFI ${originatingDfi}`,
    );
  }
  if (entry.traceNumber <= previousTrace) {
    throw new NachaInputError('traceNumber', `must ascend within the batch (${entry.traceNumber})`);
  }
}

function entryDetailRecord(entry: NachaEntryInput): string {
  const routing = routingField('receivingRouting', entry.receivingRouting);
  return [
    '6',
    entry.transactionCode,
    routing, // RDFI id (8) then check digit (1)
    alphaField('accountNumber', entry.accountNumber, 17, { required: true }),
    numericField('amountMinor', entry.amountMinor, 10),
    alphaField('individualId', entry.individualId, 15),
    alphaField('individualName', entry.individualName, 22, { required: true }),
    blankField(2), // discretionary data
    '0', // addenda record indicator: no addenda
    entry.traceNumber,
  ].join('');
}

function batchTotals(batch: NachaBatchInput): ControlTotals {
  const totals: ControlTotals = {
    entryAddendaCount: 0,
    entryHash: 0,
    totalDebitMinor: 0,
    totalCreditMinor: 0,
  };
  for (const entry of batch.entries) {
    totals.entryAddendaCount += 1;
    totals.entryHash =
      (totals.entryHash + Number(entry.receivingRouting.slice(0, 8))) % ENTRY_HASH_MODULUS;
    if (isDebitCode(entry.transactionCode)) totals.totalDebitMinor += entry.amountMinor;
    else totals.totalCreditMinor += entry.amountMinor;
  }
  return totals;
}

/** Entry/addenda count, entry hash, total debits and total credits, as both control records carry them. */
function totalsFields(totals: ControlTotals, countWidth: number): string {
  return (
    numericField('entry/addenda count', totals.entryAddendaCount, countWidth) +
    numericField('entry hash', totals.entryHash, 10) +
    numericField('total debit amount', totals.totalDebitMinor, 12) +
    numericField('total credit amount', totals.totalCreditMinor, 12)
  );
}

function batchControlRecord(
  batch: NachaBatchInput,
  serviceClass: string,
  totals: ControlTotals,
): string {
  return [
    '8',
    serviceClass,
    totalsFields(totals, 6),
    alphaField('companyId', batch.companyId, 10),
    blankField(19), // message authentication code
    blankField(6), // reserved
    batch.originatingDfi,
    numericField('batchNumber', batch.batchNumber, 7),
  ].join('');
}

function batchRecords(batch: NachaBatchInput): { records: string[]; totals: ControlTotals } {
  if (batch.entries.length === 0) {
    throw new NachaInputError(`batch ${batch.batchNumber}`, 'a batch needs at least one entry');
  }
  const serviceClass = serviceClassCode(batch);
  const records = [batchHeaderRecord(batch, serviceClass)];
  let previousTrace = '';
  for (const entry of batch.entries) {
    checkEntry(entry, batch.originatingDfi, previousTrace);
    records.push(entryDetailRecord(entry));
    previousTrace = entry.traceNumber;
  }
  const totals = batchTotals(batch);
  records.push(batchControlRecord(batch, serviceClass, totals));
  return { records, totals };
}

function addTotals(sum: ControlTotals, add: ControlTotals): ControlTotals {
  return {
    entryAddendaCount: sum.entryAddendaCount + add.entryAddendaCount,
    entryHash: (sum.entryHash + add.entryHash) % ENTRY_HASH_MODULUS,
    totalDebitMinor: sum.totalDebitMinor + add.totalDebitMinor,
    totalCreditMinor: sum.totalCreditMinor + add.totalCreditMinor,
  };
}

function fileControlRecord(batchCount: number, blockCount: number, totals: ControlTotals): string {
  return [
    '9',
    numericField('batch count', batchCount, 6),
    numericField('block count', blockCount, 6),
    totalsFields(totals, 8),
    blankField(39), // reserved
  ].join('');
}

/**
 * Writes a NACHA file: records of exactly 94 characters joined by '\n' (no trailing newline),
 * padded with all-'9' records to a multiple of 10. Throws NachaInputError on invalid input.
 */
export function writeNachaFile(input: NachaFileInput): string {
  const records = [fileHeaderRecord(input)];
  let fileTotals: ControlTotals = {
    entryAddendaCount: 0,
    entryHash: 0,
    totalDebitMinor: 0,
    totalCreditMinor: 0,
  };
  let previousBatchNumber = 0;
  for (const batch of input.batches) {
    if (batch.batchNumber <= previousBatchNumber) {
      throw new NachaInputError(
        'batchNumber',
        `must ascend through the file (${batch.batchNumber})`,
      );
    }
    const written = batchRecords(batch);
    records.push(...written.records);
    fileTotals = addTotals(fileTotals, written.totals);
    previousBatchNumber = batch.batchNumber;
  }
  const blockCount = Math.ceil((records.length + 1) / NACHA_BLOCKING_FACTOR);
  records.push(fileControlRecord(input.batches.length, blockCount, fileTotals));
  while (records.length % NACHA_BLOCKING_FACTOR !== 0)
    records.push('9'.repeat(NACHA_RECORD_LENGTH));
  const wrongLength = records.findIndex((record) => record.length !== NACHA_RECORD_LENGTH);
  if (wrongLength >= 0)
    throw new Error(`NACHA writer bug: record ${wrongLength + 1} is not 94 characters`);
  return records.join('\n');
}
