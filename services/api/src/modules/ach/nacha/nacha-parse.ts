import {
  NachaParseError,
  readBatchControl,
  readBatchHeader,
  readEntry,
  readFileControl,
  readFileHeader,
} from './nacha-parse-records';
import type {
  NachaLine,
  ParsedNachaBatchControl,
  ParsedNachaBatchHeader,
  ParsedNachaEntry,
  ParsedNachaFileControl,
  ParsedNachaFileHeader,
  ParsedNachaTotals,
} from './nacha-parse-records';

export { NachaParseError } from './nacha-parse-records';
export type {
  ParsedNachaBatchControl,
  ParsedNachaBatchHeader,
  ParsedNachaEntry,
  ParsedNachaFileControl,
  ParsedNachaFileHeader,
  ParsedNachaTotals,
} from './nacha-parse-records';

/**
 * NACHA (ACH) file reader: checks the layout (94-character records, blocks of 10, record order)
 * and recomputes every control total from the entries, so a file that does not add up is refused.
 */

/** One batch as read: its header, entry details and control record. */
export interface ParsedNachaBatch {
  header: ParsedNachaBatchHeader;
  entries: ParsedNachaEntry[];
  control: ParsedNachaBatchControl;
}

/** A whole file as read and checked; `recordCount` includes the all-'9' padding records. */
export interface ParsedNachaFile {
  header: ParsedNachaFileHeader;
  batches: ParsedNachaBatch[];
  control: ParsedNachaFileControl;
  recordCount: number;
}

const RECORD_LENGTH = 94;
const BLOCKING_FACTOR = 10;
const HASH_MODULUS = 10 ** 10;
const CREDIT_CODES = ['22', '23', '32', '33'];
const DEBIT_CODES = ['27', '28', '37', '38'];
const PADDING_RECORD = '9'.repeat(RECORD_LENGTH);

/** Splits the text into numbered lines (LF or CRLF, one final line break allowed). */
function splitLines(text: string): NachaLine[] {
  const body = text.replace(/\r?\n$/, '');
  if (body === '') throw new NachaParseError(1, 'the file is empty');
  return body.split(/\r?\n/).map((line, index) => ({ number: index + 1, text: line }));
}

function checkRecordShapes(lines: NachaLine[]): void {
  for (const line of lines) {
    if (line.text.length !== RECORD_LENGTH) {
      throw new NachaParseError(
        line.number,
        `record is ${line.text.length} characters, not ${RECORD_LENGTH}`,
      );
    }
    if (!/^[\x20-\x7E]+$/.test(line.text)) {
      throw new NachaParseError(line.number, 'record has characters outside printable ASCII');
    }
  }
  if (lines.length % BLOCKING_FACTOR !== 0) {
    throw new NachaParseError(
      lines.length,
      `${lines.length} records is not a multiple of ${BLOCKING_FACTOR}`,
    );
  }
}

/** Fails with the line number when a control field differs from what the file says elsewhere. */
function expectEqual(
  line: number,
  field: string,
  found: number | string,
  expected: number | string,
  source = 'the records add up to',
): void {
  if (found !== expected) {
    throw new NachaParseError(line, `${field} is ${found} but ${source} ${expected}`);
  }
}

/** Sums the entries independently of the control records: counts, hash, debits and credits. */
function sumEntries(entries: ParsedNachaEntry[]): ParsedNachaTotals {
  const totals = { entryAddendaCount: 0, entryHash: 0, totalDebitMinor: 0, totalCreditMinor: 0 };
  for (const entry of entries) {
    totals.entryAddendaCount += 1;
    totals.entryHash = (totals.entryHash + Number(entry.receivingDfiId)) % HASH_MODULUS;
    if (DEBIT_CODES.includes(entry.transactionCode)) totals.totalDebitMinor += entry.amountMinor;
    else totals.totalCreditMinor += entry.amountMinor;
  }
  return totals;
}

function expectTotals(line: number, found: ParsedNachaTotals, computed: ParsedNachaTotals): void {
  expectEqual(line, 'entry/addenda count', found.entryAddendaCount, computed.entryAddendaCount);
  expectEqual(line, 'entry hash', found.entryHash, computed.entryHash);
  expectEqual(line, 'total debit amount', found.totalDebitMinor, computed.totalDebitMinor);
  expectEqual(line, 'total credit amount', found.totalCreditMinor, computed.totalCreditMinor);
}

/** Each entry: a known transaction code allowed by the batch's service class, trace numbers ascending. */
function checkEntries(header: ParsedNachaBatchHeader, entries: ParsedNachaEntry[]): void {
  let previousTrace = '';
  for (const entry of entries) {
    const isDebit = DEBIT_CODES.includes(entry.transactionCode);
    if (!isDebit && !CREDIT_CODES.includes(entry.transactionCode)) {
      throw new NachaParseError(
        entry.line,
        `transaction code ${entry.transactionCode} is not supported`,
      );
    }
    if (
      (header.serviceClassCode === '220' && isDebit) ||
      (header.serviceClassCode === '225' && !isDebit)
    ) {
      throw new NachaParseError(
        entry.line,
        `a ${isDebit ? 'debit' : 'credit'} in a service class ${header.serviceClassCode} batch`,
      );
    }
    if (entry.traceNumber <= previousTrace) {
      throw new NachaParseError(entry.line, `trace number ${entry.traceNumber} does not ascend`);
    }
    previousTrace = entry.traceNumber;
  }
}

const HEADER_SAYS = 'the batch header says';

function checkBatch(batch: ParsedNachaBatch, controlLine: number): void {
  const { header, control } = batch;
  expectEqual(
    controlLine,
    'service class code',
    control.serviceClassCode,
    header.serviceClassCode,
    HEADER_SAYS,
  );
  expectEqual(
    controlLine,
    'company identification',
    control.companyId,
    header.companyId,
    HEADER_SAYS,
  );
  expectEqual(
    controlLine,
    'originating DFI',
    control.originatingDfi,
    header.originatingDfi,
    HEADER_SAYS,
  );
  expectEqual(controlLine, 'batch number', control.batchNumber, header.batchNumber, HEADER_SAYS);
  checkEntries(header, batch.entries);
  expectTotals(controlLine, control, sumEntries(batch.entries));
}

/** Reads one batch starting at `start` (its '5' record); returns it and the index after its '8'. */
function readBatch(lines: NachaLine[], start: number): { batch: ParsedNachaBatch; next: number } {
  const header = readBatchHeader(lines[start]!);
  const entries: ParsedNachaEntry[] = [];
  let index = start + 1;
  while (lines[index]?.text.startsWith('6')) {
    entries.push(readEntry(lines[index]!));
    index += 1;
  }
  const controlLine = lines[index];
  if (!controlLine || !controlLine.text.startsWith('8')) {
    const found = controlLine
      ? `record type "${controlLine.text.charAt(0)}"`
      : 'the end of the file';
    throw new NachaParseError(
      controlLine?.number ?? index,
      `expected an entry ('6') or batch control ('8'), found ${found}`,
    );
  }
  if (entries.length === 0) throw new NachaParseError(controlLine.number, 'batch has no entries');
  const batch = { header, entries, control: readBatchControl(controlLine) };
  checkBatch(batch, controlLine.number);
  return { batch, next: index + 1 };
}

function readBatches(lines: NachaLine[]): { batches: ParsedNachaBatch[]; next: number } {
  const batches: ParsedNachaBatch[] = [];
  let index = 1;
  while (lines[index]?.text.startsWith('5')) {
    const read = readBatch(lines, index);
    const previous = batches.at(-1);
    if (previous && read.batch.header.batchNumber <= previous.header.batchNumber) {
      throw new NachaParseError(
        lines[index]!.number,
        `batch number ${read.batch.header.batchNumber} does not ascend`,
      );
    }
    batches.push(read.batch);
    index = read.next;
  }
  return { batches, next: index };
}

function checkFileControl(
  control: ParsedNachaFileControl,
  line: number,
  batches: ParsedNachaBatch[],
  recordCount: number,
): void {
  expectEqual(line, 'batch count', control.batchCount, batches.length);
  expectEqual(line, 'block count', control.blockCount, recordCount / BLOCKING_FACTOR);
  expectTotals(line, control, sumEntries(batches.flatMap((batch) => batch.entries)));
}

/**
 * Parses and checks a NACHA file (PPD entries without addenda). Throws NachaParseError naming the
 * line when a record is not 94 characters, records are out of order, or a control total is wrong.
 */
export function parseNachaFile(text: string): ParsedNachaFile {
  const lines = splitLines(text);
  checkRecordShapes(lines);
  const header = readFileHeader(lines[0]!);
  const { batches, next } = readBatches(lines);
  const controlLine = lines[next];
  if (!controlLine || !controlLine.text.startsWith('9') || controlLine.text === PADDING_RECORD) {
    const found = controlLine
      ? `record type "${controlLine.text.charAt(0)}"`
      : 'the end of the file';
    throw new NachaParseError(
      controlLine?.number ?? next,
      `expected a batch header ('5') or file control ('9'), found ${found}`,
    );
  }
  const control = readFileControl(controlLine);
  checkFileControl(control, controlLine.number, batches, lines.length);
  for (const padding of lines.slice(next + 1)) {
    if (padding.text !== PADDING_RECORD) {
      throw new NachaParseError(
        padding.number,
        'only all-9 padding records may follow the file control',
      );
    }
  }
  return { header, batches, control, recordCount: lines.length };
}
