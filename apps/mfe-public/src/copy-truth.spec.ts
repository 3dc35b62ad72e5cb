import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CAPABILITIES, CAPABILITY_WORDS, type Capability } from '@vaultline/contracts';
import { CORE_FEATURES, EXTRA_FEATURES, type FeatureDetail } from './config/product-features';

const APPS = join(__dirname, '../..');
const REMOTES = ['mfe-public', 'mfe-banking', 'mfe-admin', 'shell'];
const API = join(APPS, '../services/api/src');

/** What the API says to people: its mail, notices and texts, and the demo's operator content. */
const API_COPY = /(mail|notices?|texts?|words|content)\.ts$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

const unavailable = (Object.keys(CAPABILITIES) as Capability[]).filter(
  (capability) => !CAPABILITIES[capability],
);

/** Lines near a line (the object or JSX element it belongs to, roughly). */
const NEAR = 3;

/**
 * A line of copy that names a capability not built yet with neither "coming soon" nor the
 * capability's name within NEAR lines (a label and its hint are read together).
 */
function untrueLines(file: string): string[] {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/\*|\*)/.test(line) ? '' : line)); // comments are not copy
  return lines.flatMap((line, index) => {
    const near = lines.slice(Math.max(0, index - NEAR), index + NEAR + 1).join('\n');
    return unavailable
      .filter((capability) => CAPABILITY_WORDS[capability].test(line))
      .filter((capability) => !/coming soon/i.test(near) && !near.includes(`'${capability}'`))
      .map(
        (capability) => `${relative(APPS, file)}:${index + 1} names ${capability}: ${line.trim()}`,
      );
  });
}

/** The feature cards: a title, summary or line about a missing capability must carry its tag. */
function untaggedFeatures(): string[] {
  const cards: Array<{
    title: string;
    summary: string;
    capability?: Capability;
    lines: FeatureDetail[];
  }> = [
    ...CORE_FEATURES.map((feature) => ({ ...feature, lines: feature.details })),
    ...EXTRA_FEATURES.map((feature) => ({ ...feature, lines: [] })),
  ];
  return cards.flatMap((card) => {
    const texts = [
      { text: `${card.title} ${card.summary}`, capability: card.capability },
      ...card.lines,
    ];
    return texts.flatMap(({ text, capability }) =>
      unavailable
        .filter((missing) => CAPABILITY_WORDS[missing].test(text))
        .filter((missing) => capability !== missing && !/coming soon/i.test(text))
        .map((missing) => `${card.title}: "${text}" names ${missing}`),
    );
  });
}

describe('copy', () => {
  it('tags every feature card line about a capability that is not built', () => {
    expect(untaggedFeatures()).toEqual([]);
  });

  it('names no capability that is not built without saying "coming soon"', () => {
    const files = REMOTES.flatMap((remote) => sources(join(APPS, remote, 'src'))).filter(
      (file) => !file.endsWith('product-features.ts'), // checked as data, above
    );
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(untrueLines)).toEqual([]);
  });

  it('names no capability that is not built in the API’s mail, notices and operator content', () => {
    const files = sources(API).filter((file) => API_COPY.test(file));
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(untrueLines)).toEqual([]);
  });

  it('recognises a claim about a capability that is not built', () => {
    expect(CAPABILITY_WORDS.statements.test('Monthly statements as PDF and CSV')).toBe(true);
    expect(CAPABILITY_WORDS.savedPayees.test('A saved list of payees')).toBe(true);
    expect(CAPABILITY_WORDS.premiumAccounts.test('Premium accounts cost $15 per month')).toBe(true);
    expect(
      CAPABILITY_WORDS.internationalTransfers.test('International transfers in 3–5 days'),
    ).toBe(true);
    // Sample claims for the word lists (not copy): loans and investments are coming soon.
    expect(CAPABILITY_WORDS.loans.test('Apply for a loan online (coming soon)')).toBe(true);
    expect(CAPABILITY_WORDS.investments.test('Invest in mutual funds (coming soon)')).toBe(true);
  });
});
