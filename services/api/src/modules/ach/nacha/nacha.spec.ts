import { writeNachaFile } from './nacha-file';
import type { NachaBatchInput, NachaEntryInput, NachaFileInput } from './nacha-file';
import { parseNachaFile } from './nacha-parse';
import { ACH_RETURN_CODES, isAchReturnCode } from './nacha-return-codes';

const ODFI = '12100024'; // first 8 digits of 121000248

function entry(overrides: Partial<NachaEntryInput> = {}): NachaEntryInput {
  return {
    transactionCode: '22',
    receivingRouting: '021000021',
    accountNumber: '12345678901',
    amountMinor: 125000,
    individualId: 'cust-42',
    individualName: 'Ada Lovelace',
    traceNumber: `${ODFI}0000001`,
    ...overrides,
  };
}

function batch(
  entries: NachaEntryInput[],
  overrides: Partial<NachaBatchInput> = {},
): NachaBatchInput {
  return {
    companyName: 'Vaultline',
    companyId: '1234567890',
    entryClass: 'PPD',
    entryDescription: 'Transfer',
    effectiveEntryDate: new Date('2025-03-17T00:00:00Z'),
    originatingDfi: ODFI,
    batchNumber: 1,
    entries,
    ...overrides,
  };
}

function file(batches: NachaBatchInput[], overrides: Partial<NachaFileInput> = {}): NachaFileInput {
  return {
    immediateDestination: '091000019',
    immediateOrigin: '1234567890',
    destinationName: 'Fed Reserve Minneapolis',
    originName: 'Vaultline Bank',
    fileCreation: new Date('2025-03-14T09:05:00Z'),
    fileIdModifier: 'A',
    batches,
    ...overrides,
  };
}

/** Three entries in two batches: a credit and a debit (mixed), then a savings debit. */
const threeEntryFile = file([
  batch([
    entry(),
    entry({
      transactionCode: '27',
      receivingRouting: '026009593',
      accountNumber: 'ab-778',
      amountMinor: 4_999,
      individualId: '',
      individualName: 'Grace Hopper',
      traceNumber: `${ODFI}0000002`,
    }),
  ]),
  batch(
    [
      entry({
        transactionCode: '37',
        receivingRouting: '011000015',
        amountMinor: 9_999_999_999,
        individualName: 'Alan Turing',
        traceNumber: `${ODFI}0000003`,
      }),
    ],
    { batchNumber: 2, entryDescription: 'AcctVerify' },
  ),
]);

/** What the control records must say, summed here from the input, apart from writer and parser. */
function expectedTotals(entries: NachaEntryInput[]) {
  const isDebit = (code: string) => code.endsWith('7') || code.endsWith('8');
  const hash = entries.reduce((sum, e) => sum + BigInt(e.receivingRouting.slice(0, 8)), 0n);
  return {
    entryAddendaCount: entries.length,
    entryHash: Number(hash % 10_000_000_000n),
    totalDebitMinor: entries
      .filter((e) => isDebit(e.transactionCode))
      .reduce((s, e) => s + e.amountMinor, 0),
    totalCreditMinor: entries
      .filter((e) => !isDebit(e.transactionCode))
      .reduce((s, e) => s + e.amountMinor, 0),
  };
}

function expectWellFormed(text: string): string[] {
  const lines = text.split('\n');
  for (const line of lines) expect(line).toHaveLength(94);
  expect(lines.length % 10).toBe(0);
  return lines;
}

describe('NACHA file writer and parser', () => {
  it('writes the records of a one-entry file exactly as computed by hand from the layout', () => {
    // The file header as one literal: '1', priority 01, ' ' + destination, origin, YYMMDD, HHMM,
    // modifier A, record size 094, blocking factor 10, format 1, two 23-character names, 8 blanks.
    const fileHeader =
      '101 09100001912345678902503140905A094101FED RESERVE MINNEAPOLISVAULTLINE BANK                 ';
    const golden = [
      fileHeader,
      // batch header: type, service class 220 (credits only), company name (16), discretionary (20),
      // company id, SEC, description (10), descriptive date (6), effective date, settlement (3),
      // originator status 1, ODFI, batch number
      '5' +
        '220' +
        'VAULTLINE       ' +
        ' '.repeat(20) +
        '1234567890' +
        'PPD' +
        'TRANSFER  ' +
        ' '.repeat(6) +
        '250317' +
        '   ' +
        '1' +
        '12100024' +
        '0000001',
      // entry: type, code, RDFI + check digit, account (17), amount, id (15), name (22),
      // discretionary (2), addenda indicator, trace
      '6' +
        '22' +
        '021000021' +
        '12345678901      ' +
        '0000125000' +
        'CUST-42        ' +
        'ADA LOVELACE          ' +
        '  ' +
        '0' +
        '121000240000001',
      // batch control: type, service class, count (6), hash 02100002 (10), debits, credits,
      // company id, MAC (19) + reserved (6), ODFI, batch number
      '8' +
        '220' +
        '000001' +
        '0002100002' +
        '000000000000' +
        '000000125000' +
        '1234567890' +
        ' '.repeat(25) +
        '12100024' +
        '0000001',
      // file control: type, batches (6), blocks (6), entries (8), hash, debits, credits, reserved (39)
      '9' +
        '000001' +
        '000001' +
        '00000001' +
        '0002100002' +
        '000000000000' +
        '000000125000' +
        ' '.repeat(39),
    ];
    for (const line of golden) expect(line).toHaveLength(94);
    const lines = expectWellFormed(writeNachaFile(file([batch([entry()])])));
    expect(lines.slice(0, 5)).toEqual(golden);
    expect(lines.slice(5)).toEqual(Array(5).fill('9'.repeat(94)));
  });

  it('writes an empty file (no batches) as header, zero control and padding', () => {
    const text = writeNachaFile(file([]));
    const lines = expectWellFormed(text);
    expect(lines).toHaveLength(10);
    const parsed = parseNachaFile(text);
    expect(parsed.batches).toEqual([]);
    expect(parsed.control).toEqual({ batchCount: 0, blockCount: 1, ...expectedTotals([]) });
  });

  it('round-trips one entry, upper-casing text and dropping only the padding', () => {
    const parsed = parseNachaFile(writeNachaFile(file([batch([entry()])])));
    expect(parsed.header).toEqual({
      priorityCode: '01',
      immediateDestination: '091000019',
      immediateOrigin: '1234567890',
      fileCreationDate: '250314',
      fileCreationTime: '0905',
      fileIdModifier: 'A',
      destinationName: 'FED RESERVE MINNEAPOLIS',
      originName: 'VAULTLINE BANK',
      referenceCode: '',
    });
    expect(parsed.batches[0].header).toMatchObject({
      serviceClassCode: '220',
      companyName: 'VAULTLINE',
      companyId: '1234567890',
      entryClass: 'PPD',
      entryDescription: 'TRANSFER',
      effectiveEntryDate: '250317',
      originatingDfi: ODFI,
      batchNumber: 1,
    });
    expect(parsed.batches[0].entries[0]).toMatchObject({
      transactionCode: '22',
      receivingRouting: '021000021',
      accountNumber: '12345678901',
      amountMinor: 125000,
      individualId: 'CUST-42',
      individualName: 'ADA LOVELACE',
      traceNumber: '121000240000001',
    });
  });

  it('writes mixed credits and debits in two batches whose controls add up', () => {
    const text = writeNachaFile(threeEntryFile);
    const lines = expectWellFormed(text);
    expect(
      lines
        .slice(0, 10)
        .map((line) => line[0])
        .join(''),
    ).toBe('1566856899');
    const parsed = parseNachaFile(text);
    expect(parsed.batches.map((b) => b.header.serviceClassCode)).toEqual(['200', '225']);
    threeEntryFile.batches.forEach((input, index) => {
      expect(parsed.batches[index].control).toMatchObject(expectedTotals(input.entries));
    });
    const allEntries = threeEntryFile.batches.flatMap((b) => b.entries);
    expect(parsed.control).toEqual({ batchCount: 2, blockCount: 1, ...expectedTotals(allEntries) });
    expect(parsed.control.totalDebitMinor).toBe(10_000_004_998);
    expect(parsed.control.totalCreditMinor).toBe(125_000);
    const parsedEntries = parsed.batches.flatMap((b) => b.entries);
    expect(parsedEntries.map((e) => [e.accountNumber, e.individualId, e.individualName])).toEqual([
      ['12345678901', 'CUST-42', 'ADA LOVELACE'],
      ['AB-778', '', 'GRACE HOPPER'],
      ['12345678901', 'CUST-42', 'ALAN TURING'],
    ]);
    expect(parsed.batches[1].header.entryDescription).toBe('ACCTVERIFY');
  });

  it('keeps the rightmost 10 digits of the entry hash and counts blocks past one', () => {
    const entries = Array.from({ length: 150 }, (_, index) =>
      entry({
        receivingRouting: '999999992',
        traceNumber: `${ODFI}${String(index + 1).padStart(7, '0')}`,
      }),
    );
    const text = writeNachaFile(file([batch(entries)]));
    expect(expectWellFormed(text)).toHaveLength(160);
    const parsed = parseNachaFile(text);
    // 150 × 99999999 = 14999999850: the leading 1 is dropped.
    expect(parsed.control).toEqual({ batchCount: 1, blockCount: 16, ...expectedTotals(entries) });
    expect(parsed.control.entryHash).toBe(4_999_999_850);
  });

  describe('the parser refuses a tampered file, naming the line', () => {
    const lines = writeNachaFile(threeEntryFile).split('\n');
    const tampered = (lineIndex: number, from: number, replacement: string) => {
      const copy = [...lines];
      const line = copy[lineIndex];
      copy[lineIndex] =
        line.slice(0, from - 1) + replacement + line.slice(from - 1 + replacement.length);
      return copy.join('\n');
    };

    it('one amount digit changed in an entry', () => {
      // the entry on line 3: amount is positions 30-39 (0000125000 → 0000125001)
      expect(() => parseNachaFile(tampered(2, 39, '1'))).toThrow(/line 5: total credit amount/);
    });

    it('the batch entry hash changed', () => {
      expect(() => parseNachaFile(tampered(4, 20, '9'))).toThrow(/line 5: entry hash/);
    });

    it('the file control entry hash, counts or block count changed', () => {
      expect(() => parseNachaFile(tampered(8, 31, '9'))).toThrow(/line 9: entry hash/);
      expect(() => parseNachaFile(tampered(8, 7, '3'))).toThrow(/line 9: batch count/);
      expect(() => parseNachaFile(tampered(8, 13, '2'))).toThrow(/line 9: block count/);
      expect(() => parseNachaFile(tampered(8, 21, '4'))).toThrow(/line 9: entry\/addenda count/);
    });

    it('a record of the wrong length, a missing padding record or records out of order', () => {
      expect(() =>
        parseNachaFile([...lines.slice(0, 3), lines[3] + ' ', ...lines.slice(4)].join('\n')),
      ).toThrow(/line 4: record is 95 characters/);
      expect(() => parseNachaFile(lines.slice(0, 9).join('\n'))).toThrow(/not a multiple of 10/);
      const swapped = [lines[0], lines[2], lines[1], ...lines.slice(3)];
      expect(() => parseNachaFile(swapped.join('\n'))).toThrow(
        /line 2: expected a batch header \('5'\) or file control/,
      );
      const controlFirst = [lines[0], lines[1], lines[4], lines[2], lines[3], ...lines.slice(5)];
      expect(() => parseNachaFile(controlFirst.join('\n'))).toThrow(/line 3: batch has no entries/);
    });

    it('a credit in a debits-only batch, a control unlike its header, a bad check digit', () => {
      expect(() => parseNachaFile(tampered(6, 2, '32'))).toThrow(
        /line 7: a credit in a service class 225/,
      );
      expect(() => parseNachaFile(tampered(7, 2, '220'))).toThrow(
        /line 8: service class code is 220 but the batch header says 225/,
      );
      expect(() => parseNachaFile(tampered(6, 12, '6'))).toThrow(/line 7: .*ABA check digit/);
    });
  });

  describe('the writer refuses bad input', () => {
    const refuses = (input: NachaFileInput, message: RegExp) =>
      expect(() => writeNachaFile(input)).toThrow(message);

    it('a routing number failing the ABA check digit', () => {
      refuses(
        file([batch([entry({ receivingRouting: '021000022' })])]),
        /receivingRouting.*check digit/,
      );
      refuses(file([], { immediateDestination: '091000018' }), /immediateDestination.*check digit/);
    });

    it('an amount that is negative, fractional, unsafe or too large', () => {
      for (const amountMinor of [-1, 12.5, Number.NaN, 2 ** 53, 10_000_000_000]) {
        refuses(file([batch([entry({ amountMinor })])]), /amountMinor/);
      }
    });

    it('text outside printable ASCII', () => {
      refuses(
        file([batch([entry({ individualName: 'Zoë Quinn' })])]),
        /individualName.*printable ASCII/,
      );
      refuses(
        file([batch([entry({ accountNumber: '123\n45' })])]),
        /accountNumber.*printable ASCII/,
      );
    });

    it('a field too long, instead of truncating it', () => {
      refuses(
        file([batch([entry({ individualName: 'A'.repeat(23) })])]),
        /individualName.*longer than 22/,
      );
      refuses(
        file([batch([entry()], { companyName: 'Vaultline Bank Ltd' })]),
        /companyName.*longer than 16/,
      );
      refuses(file([], { originName: 'X'.repeat(24) }), /originName.*longer than 23/);
    });

    it('an inconsistent file: prenote with money, empty batch, unordered traces or batches', () => {
      refuses(file([batch([entry({ transactionCode: '23' })])]), /prenote/);
      refuses(file([batch([])]), /at least one entry/);
      refuses(file([batch([entry(), entry()])]), /traceNumber.*ascend/);
      refuses(file([batch([entry({ traceNumber: '999999990000001' })])]), /originating DFI/);
      refuses(
        file([batch([entry()], { batchNumber: 2 }), batch([entry()], { batchNumber: 2 })]),
        /batchNumber/,
      );
      refuses(file([], { fileIdModifier: 'a' }), /fileIdModifier/);
    });
  });
});

describe('ACH return reason codes', () => {
  it('lists the common codes with their descriptions', () => {
    expect(Object.keys(ACH_RETURN_CODES)).toEqual([
      'R01',
      'R02',
      'R03',
      'R04',
      'R10',
      'R16',
      'R20',
    ]);
    expect(ACH_RETURN_CODES.R01).toBe('Insufficient funds');
    expect(isAchReturnCode('R02')).toBe(true);
    expect(isAchReturnCode('R99')).toBe(false);
    expect(isAchReturnCode('toString')).toBe(false);
  });
});
