import { BillerDirectoryEntrySchema, normaliseReference, referenceFits } from './bill-pay';

const ENTRY = {
  id: 'cedar-valley-water',
  name: 'Cedar Valley Water',
  category: 'utilities',
  referenceLabel: 'Customer number',
  referencePattern: 'CV-[0-9]{6}',
  referenceExample: 'CV-104233',
  referenceHint: '"CV-" and 6 digits.',
  routingNumber: '121000248',
  accountNumber: '70004455',
};

describe('bill pay contracts', () => {
  it('fits a reference typed with spaces and in lower case to the whole pattern only', () => {
    expect(referenceFits(ENTRY, normaliseReference(' cv-104 233 '))).toBe(true);
    expect(referenceFits(ENTRY, 'CV-1042334')).toBe(false);
    expect(referenceFits(ENTRY, 'XCV-104233')).toBe(false);
    expect(referenceFits({ referencePattern: '[0-9]{16}' }, '1234567890123456')).toBe(false);
  });

  it('refuses a directory entry whose routing number, pattern or example is wrong', () => {
    expect(BillerDirectoryEntrySchema.safeParse(ENTRY).success).toBe(true);
    const wrong = (patch: Record<string, unknown>) =>
      BillerDirectoryEntrySchema.safeParse({ ...ENTRY, ...patch }).error?.issues[0]?.path;
    expect(wrong({ routingNumber: '121000249' })).toEqual(['routingNumber']);
    expect(wrong({ referencePattern: '[0-9' })).toEqual(['referencePattern']);
    expect(wrong({ referenceExample: 'CV-12' })).toEqual(['referenceExample']);
  });
});
