import { editDistance, matchNames, normaliseName } from './name-matching';

const match = (person: string, listed: string) =>
  matchNames(normaliseName(person), normaliseName(listed));

describe('normaliseName', () => {
  it('drops diacritics, case, punctuation and extra spaces; sorts the words apart', () => {
    expect(normaliseName('  José  FICTICIO-Sanción ')).toEqual({
      words: 'jose ficticio sancion',
      sorted: 'ficticio jose sancion',
    });
  });

  it('folds compatibility forms (ﬁ, full-width letters) before comparing', () => {
    expect(normaliseName('Ｏｌｇａ Eﬁmova').words).toBe('olga efimova');
  });

  it('keeps letters of any script and drops digits', () => {
    expect(normaliseName('Пётр 2nd').words).toBe('петр nd');
  });
});

describe('editDistance', () => {
  it.each([
    ['kitten', 'sitting', 3],
    ['flaw', 'lawn', 2],
    ['same', 'same', 0],
    ['', 'abc', 3],
  ])('%s → %s is %d edits', (a, b, distance) => {
    expect(editDistance(a, b, 10)).toBe(distance);
  });

  it('stops counting past the limit', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('matchNames', () => {
  it('is a hit for the same name in the same order, whatever the accents and case', () => {
    expect(match('jose ficticio sancion', 'José Ficticio Sanción')).toBe('hit');
    expect(match('PYOTR TESTINOV', 'Pyotr Testinov')).toBe('hit');
  });

  it('is a near hit for the same words in another order', () => {
    expect(match('Testinov Pyotr', 'Pyotr Testinov')).toBe('near_hit');
  });

  it('is a near hit within two edits of the whole name', () => {
    expect(match('Piotr Testinov', 'Pyotr Testinov')).toBe('near_hit');
    expect(match('Pyotr Testinova', 'Pyotr Testinov')).toBe('near_hit');
    expect(match('Piotr Tostinov', 'Pyotr Testinov')).toBe('near_hit');
  });

  it('is a near hit within two edits with the words in another order', () => {
    expect(match('Testinow Pyotr', 'Pyotr Testinov')).toBe('near_hit');
  });

  it('is no match three edits away, or for another person', () => {
    expect(match('Piotr Tostinow', 'Pyotr Testinov')).toBeNull();
    expect(match('Ada Lovelace', 'Pyotr Testinov')).toBeNull();
  });

  it('never matches a name without letters', () => {
    expect(match('1234', '5678')).toBeNull();
  });
});
