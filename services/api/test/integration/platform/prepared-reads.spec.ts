import {
  MAX_READ_STATEMENTS,
  PreparedStatements,
} from '../../../src/platform/database/prepared-statements';
import { describeOnPostgres } from '../../support/databases';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/** Whether the statement running is one this connection prepared under a name. */
const NAMED_SQL = `SELECT EXISTS (SELECT 1 FROM pg_prepared_statements
  WHERE name LIKE 'read\\_%' AND statement = current_query()) AS named, $1::int AS echo`;

describeOnPostgres('reads by named statement (postgres)', () => {
  let t: TestApp;
  let prepared: PreparedStatements;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    prepared = t.app.get(PreparedStatements);
  });
  afterAll(() => t.close());

  it(`names the first ${MAX_READ_STATEMENTS} texts and runs any later one unnamed`, async () => {
    const answers: { named: boolean; echo: number }[] = [];
    for (let i = 0; i <= MAX_READ_STATEMENTS; i += 1) {
      const [row] = await prepared.read<{ named: boolean; echo: number }>(
        `${NAMED_SQL} -- shape ${i}`,
        [i],
      );
      answers.push(row);
    }
    expect(answers.map((row) => row.echo)).toEqual(answers.map((_, i) => i));
    expect(answers.filter((row) => row.named)).toHaveLength(MAX_READ_STATEMENTS);
    expect(answers[MAX_READ_STATEMENTS].named).toBe(false);
  });

  it('runs a named text again by its name, with the new values', async () => {
    const text = `${NAMED_SQL} -- shape 0`;
    const again = await prepared.read<{ named: boolean; echo: number }>(text, [41]);
    expect(again).toEqual([{ named: true, echo: 41 }]);
  });
});
