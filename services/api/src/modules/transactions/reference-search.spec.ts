import { searchedAs, searchTerms } from './reference-search';

describe('searchTerms', () => {
  it.each([
    ['1A2B3C4D', '1A2B3C4D'],
    ['1a2b3c', '1A2B3C'],
    ['#1a2b3c,', '1A2B3C'],
    ['INV2024', 'INV2024'],
    ['Ref 1a2b', '1A2B'],
    ['ref: 1A2B', '1A2B'],
    ['Ref:1A2B,', '1A2B'],
    ['Ref# 12345678', '12345678'],
  ])('reads %p as the start of a reference (%p)', (typed, prefix) => {
    expect(searchTerms(typed)).toEqual({ referencePrefix: prefix, contains: null });
    expect(searchedAs(searchTerms(typed))).toBe('reference_prefix');
  });

  it.each([
    'coffee',
    'ABCDEF',
    '123456',
    '1A2B3',
    'Ref 123',
    'Ref ABCD',
    'A1B2C3-D4',
    '  two  spaces ',
  ])('reads %p as text to find anywhere, exactly as typed', (typed) => {
    expect(searchTerms(typed)).toEqual({ referencePrefix: null, contains: typed });
    expect(searchedAs(searchTerms(typed))).toBe('description_contains');
  });

  it('keeps the other words of a search with a reference as text to find anywhere', () => {
    expect(searchTerms('dinner at 1A2B3C4D luigi')).toEqual({
      referencePrefix: '1A2B3C4D',
      contains: 'dinner at luigi',
    });
    expect(searchTerms('Ref 9Z0001 9Y0001')).toEqual({
      referencePrefix: '9Z0001',
      contains: '9Y0001',
    });
  });
});
