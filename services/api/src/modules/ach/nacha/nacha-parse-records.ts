/**
 * Record readers for the NACHA parser: each reads one 94-character record by the 1-based,
 * inclusive positions of the NACHA layout and checks the format of its fields. Written apart from
 * the writer on purpose, so that reading back a written file is a real check of the writer.
 */

/** A NACHA file the parser refuses, with the 1-based line the problem was found on. */
export class NachaParseError extends Error {
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super(`NACHA line ${line}: ${problem}`);
    this.name = 'NachaParseError';
  }
}

/** File header record ('1'). Text fields are returned without their trailing pad spaces. */
export interface ParsedNachaFileHeader {
  priorityCode: string;
  /** The 9-digit routing number (the leading space of the field dropped). */
  immediateDestination: string;
  /** The field without surrounding spaces: 10 digits, or 9 when it starts with a space. */
  immediateOrigin: string;
  /** YYMMDD. */
  fileCreationDate: string;
  /** HHMM. */
  fileCreationTime: string;
  fileIdModifier: string;
  destinationName: string;
  originName: string;
  referenceCode: string;
}

/** Batch header record ('5'). */
export interface ParsedNachaBatchHeader {
  serviceClassCode: string;
  companyName: string;
  companyDiscretionaryData: string;
  companyId: string;
  entryClass: string;
  entryDescription: string;
  companyDescriptiveDate: string;
  /** YYMMDD. */
  effectiveEntryDate: string;
  settlementDate: string;
  originatorStatusCode: string;
  originatingDfi: string;
  batchNumber: number;
}

/** Entry detail record ('6'). */
export interface ParsedNachaEntry {
  line: number;
  transactionCode: string;
  /** The 8-digit RDFI id: what the entry hash adds up. */
  receivingDfiId: string;
  /** RDFI id and check digit: the full 9-digit routing number. */
  receivingRouting: string;
  accountNumber: string;
  amountMinor: number;
  individualId: string;
  individualName: string;
  discretionaryData: string;
  addendaIndicator: string;
  traceNumber: string;
}

/** Counts and totals carried by both batch control and file control records. */
export interface ParsedNachaTotals {
  entryAddendaCount: number;
  entryHash: number;
  totalDebitMinor: number;
  totalCreditMinor: number;
}

/** Batch control record ('8'). */
export interface ParsedNachaBatchControl extends ParsedNachaTotals {
  serviceClassCode: string;
  companyId: string;
  originatingDfi: string;
  batchNumber: number;
}

/** File control record ('9'). */
export interface ParsedNachaFileControl extends ParsedNachaTotals {
  batchCount: number;
  blockCount: number;
}

/** One line of the file with its 1-based line number. */
export interface NachaLine {
  number: number;
  text: string;
}

/** Characters `from`..`to` (1-based, inclusive, as the NACHA layout numbers positions). */
function positions(line: NachaLine, from: number, to: number): string {
  return line.text.slice(from - 1, to);
}

/** An alphanumeric field with its right padding removed. */
function text(line: NachaLine, from: number, to: number): string {
  return positions(line, from, to).trimEnd();
}

/** A field that must be all digits (zero-padded), returned as the digits. */
function digits(line: NachaLine, from: number, to: number, name: string): string {
  const value = positions(line, from, to);
  if (!/^\d+$/.test(value)) {
    throw new NachaParseError(
      line.number,
      `${name} (positions ${from}-${to}) is not numeric: "${value}"`,
    );
  }
  return value;
}

function numeric(line: NachaLine, from: number, to: number, name: string): number {
  return Number(digits(line, from, to, name));
}

function expectLiteral(
  line: NachaLine,
  from: number,
  to: number,
  name: string,
  expected: string,
): void {
  const value = positions(line, from, to);
  if (value !== expected) {
    throw new NachaParseError(line.number, `${name} must be "${expected}", found "${value}"`);
  }
}

/** The ABA routing check: digits weighted 3, 7, 1 repeating must add up to a multiple of 10. */
function abaCheckPasses(routing: string): boolean {
  let sum = 0;
  for (let index = 0; index < routing.length; index += 1) {
    sum += Number(routing.charAt(index)) * [3, 7, 1][index % 3]!;
  }
  return routing.length === 9 && sum % 10 === 0;
}

function expectYymmdd(line: NachaLine, value: string, name: string): void {
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  if (month < 1 || month > 12 || day < 1 || day > 31) {
    throw new NachaParseError(line.number, `${name} "${value}" is not a YYMMDD date`);
  }
}

/** Reads and checks a file header record ('1'). */
export function readFileHeader(line: NachaLine): ParsedNachaFileHeader {
  expectLiteral(line, 1, 1, 'record type', '1');
  expectLiteral(line, 4, 4, 'immediate destination (leading blank)', ' ');
  const immediateDestination = digits(line, 5, 13, 'immediate destination');
  if (!abaCheckPasses(immediateDestination)) {
    throw new NachaParseError(
      line.number,
      `immediate destination ${immediateDestination} fails the ABA check digit`,
    );
  }
  const immediateOrigin = positions(line, 14, 23);
  if (!/^( \d{9}|\d{10})$/.test(immediateOrigin)) {
    throw new NachaParseError(
      line.number,
      `immediate origin "${immediateOrigin}" is not 10 digits or a blank and 9 digits`,
    );
  }
  const header: ParsedNachaFileHeader = {
    priorityCode: digits(line, 2, 3, 'priority code'),
    immediateDestination,
    immediateOrigin: immediateOrigin.trim(),
    fileCreationDate: digits(line, 24, 29, 'file creation date'),
    fileCreationTime: digits(line, 30, 33, 'file creation time'),
    fileIdModifier: positions(line, 34, 34),
    destinationName: text(line, 41, 63),
    originName: text(line, 64, 86),
    referenceCode: text(line, 87, 94),
  };
  expectYymmdd(line, header.fileCreationDate, 'file creation date');
  if (!/^[A-Z0-9]$/.test(header.fileIdModifier)) {
    throw new NachaParseError(
      line.number,
      `file ID modifier "${header.fileIdModifier}" is not A-Z or 0-9`,
    );
  }
  expectLiteral(line, 35, 37, 'record size', '094');
  expectLiteral(line, 38, 39, 'blocking factor', '10');
  expectLiteral(line, 40, 40, 'format code', '1');
  return header;
}

/** Reads and checks a batch header record ('5'). */
export function readBatchHeader(line: NachaLine): ParsedNachaBatchHeader {
  expectLiteral(line, 1, 1, 'record type', '5');
  const header: ParsedNachaBatchHeader = {
    serviceClassCode: digits(line, 2, 4, 'service class code'),
    companyName: text(line, 5, 20),
    companyDiscretionaryData: text(line, 21, 40),
    companyId: text(line, 41, 50),
    entryClass: positions(line, 51, 53),
    entryDescription: text(line, 54, 63),
    companyDescriptiveDate: text(line, 64, 69),
    effectiveEntryDate: digits(line, 70, 75, 'effective entry date'),
    settlementDate: text(line, 76, 78),
    originatorStatusCode: positions(line, 79, 79),
    originatingDfi: digits(line, 80, 87, 'originating DFI'),
    batchNumber: numeric(line, 88, 94, 'batch number'),
  };
  if (!['200', '220', '225'].includes(header.serviceClassCode)) {
    throw new NachaParseError(
      line.number,
      `service class code ${header.serviceClassCode} is not 200, 220 or 225`,
    );
  }
  expectYymmdd(line, header.effectiveEntryDate, 'effective entry date');
  return header;
}

/** Reads and checks an entry detail record ('6'). */
export function readEntry(line: NachaLine): ParsedNachaEntry {
  expectLiteral(line, 1, 1, 'record type', '6');
  const entry: ParsedNachaEntry = {
    line: line.number,
    transactionCode: digits(line, 2, 3, 'transaction code'),
    receivingDfiId: digits(line, 4, 11, 'receiving DFI id'),
    receivingRouting: digits(line, 4, 12, 'receiving routing'),
    accountNumber: text(line, 13, 29),
    amountMinor: numeric(line, 30, 39, 'amount'),
    individualId: text(line, 40, 54),
    individualName: text(line, 55, 76),
    discretionaryData: text(line, 77, 78),
    addendaIndicator: positions(line, 79, 79),
    traceNumber: digits(line, 80, 94, 'trace number'),
  };
  if (!abaCheckPasses(entry.receivingRouting)) {
    throw new NachaParseError(
      line.number,
      `receiving routing ${entry.receivingRouting} fails the ABA check digit`,
    );
  }
  if (entry.addendaIndicator !== '0') {
    throw new NachaParseError(
      line.number,
      `addenda indicator "${entry.addendaIndicator}": addenda are not supported`,
    );
  }
  return entry;
}

function readTotals(line: NachaLine, countFrom: number, countTo: number): ParsedNachaTotals {
  return {
    entryAddendaCount: numeric(line, countFrom, countTo, 'entry/addenda count'),
    entryHash: numeric(line, countTo + 1, countTo + 10, 'entry hash'),
    totalDebitMinor: numeric(line, countTo + 11, countTo + 22, 'total debit amount'),
    totalCreditMinor: numeric(line, countTo + 23, countTo + 34, 'total credit amount'),
  };
}

/** Reads and checks a batch control record ('8'). */
export function readBatchControl(line: NachaLine): ParsedNachaBatchControl {
  expectLiteral(line, 1, 1, 'record type', '8');
  return {
    serviceClassCode: digits(line, 2, 4, 'service class code'),
    ...readTotals(line, 5, 10),
    companyId: text(line, 45, 54),
    originatingDfi: digits(line, 80, 87, 'originating DFI'),
    batchNumber: numeric(line, 88, 94, 'batch number'),
  };
}

/** Reads and checks a file control record ('9'). */
export function readFileControl(line: NachaLine): ParsedNachaFileControl {
  expectLiteral(line, 1, 1, 'record type', '9');
  expectLiteral(line, 56, 94, 'reserved', ' '.repeat(39));
  return {
    batchCount: numeric(line, 2, 7, 'batch count'),
    blockCount: numeric(line, 8, 13, 'block count'),
    ...readTotals(line, 14, 21),
  };
}
