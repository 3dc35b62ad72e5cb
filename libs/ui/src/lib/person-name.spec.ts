import { personNameMessage } from './person-name';

const PATTERN_MESSAGE = "First name may contain letters, spaces, ' - and . only";
const WHERE =
  'First name must start each word with a letter, and may have a dot only at the end of a word';

describe('personNameMessage', () => {
  it('tells a name of allowed characters in the wrong places what the rule is', () => {
    for (const name of ['-Ann', '.Ng', "'Ada", ' Ann -Lee ', 'evil.example'])
      expect([name, personNameMessage('First name', name, PATTERN_MESSAGE)]).toEqual([name, WHERE]);
  });

  it("keeps the schema's message for characters a name may not hold, and for other problems", () => {
    expect(personNameMessage('First name', 'Ada2', PATTERN_MESSAGE)).toBe(PATTERN_MESSAGE);
    expect(personNameMessage('First name', 'https://x', PATTERN_MESSAGE)).toBe(PATTERN_MESSAGE);
    expect(personNameMessage('First name', '', 'First name is required')).toBe(
      'First name is required',
    );
  });
});
