import {
  isAdultOn,
  SubmitVerificationRequestSchema,
  taxIdDigits,
  taxIdKindOf,
  taxIdProblem,
} from './verification';

describe('taxpayer numbers', () => {
  it.each([
    ['123456789', 'ssn'],
    ['001010001', 'ssn'],
    ['899999999', 'ssn'],
    ['900500000', 'itin'],
    ['912651234', 'itin'],
    ['912701234', 'itin'],
    ['912881234', 'itin'],
    ['912901234', 'itin'],
    ['912921234', 'itin'],
    ['912941234', 'itin'],
    ['999991234', 'itin'],
  ])('%s is an %s', (digits, kind) => {
    expect(taxIdKindOf(digits)).toBe(kind);
    expect(taxIdProblem(digits)).toBeNull();
  });

  it.each([
    ['000123456', 'first 3 digits'],
    ['666123456', 'first 3 digits'],
    ['123004567', 'cannot be 00'],
    ['123450000', 'cannot be 0000'],
    ['912491234', 'ITIN'],
    ['912661234', 'ITIN'],
    ['912891234', 'ITIN'],
    ['912931234', 'ITIN'],
    ['912001234', 'ITIN'],
    ['12345678', '9 digits'],
    ['1234567890', '9 digits'],
  ])('%s is neither (%s)', (digits, problem) => {
    expect(taxIdKindOf(digits)).toBeNull();
    expect(taxIdProblem(digits)).toContain(problem);
  });

  it('reads the digits with dashes or spaces', () => {
    expect(taxIdDigits('123-45 6789')).toBe('123456789');
  });
});

describe('isAdultOn', () => {
  it('is true from the 18th birthday on', () => {
    expect(isAdultOn('2008-11-28', '2026-11-27')).toBe(false);
    expect(isAdultOn('2008-11-28', '2026-11-28')).toBe(true);
  });

  it('counts a 29 February birthday from 1 March in a year without one', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
  });
});

describe('SubmitVerificationRequestSchema', () => {
  const body = {
    dateOfBirth: '1990-04-12',
    address: {
      line1: '1 Main St',
      line2: '',
      city: 'Austin',
      state: 'TX',
      postalCode: '73301-0001',
    },
    taxId: '123-45-6789',
  };

  it('takes a US address with ZIP+4 and drops an empty second line', () => {
    const parsed = SubmitVerificationRequestSchema.parse(body);
    expect(parsed.address).toEqual({
      line1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postalCode: '73301-0001',
    });
  });

  it('refuses a state that is not a US one, and anything extra', () => {
    expect(
      SubmitVerificationRequestSchema.safeParse({
        ...body,
        address: { ...body.address, state: 'ON' },
      }).success,
    ).toBe(false);
    expect(SubmitVerificationRequestSchema.safeParse({ ...body, status: 'verified' }).success).toBe(
      false,
    );
  });
});
