import { databaseUnreachable } from './sql-error';

const withState = (code: string) => Object.assign(new Error('failed'), { code });

describe('databaseUnreachable', () => {
  it('takes a lost or refused connection, a server going or coming, and a write to a standby as passing', () => {
    for (const code of ['08006', '57P01', '57P03', '53300', '25006', 'ECONNREFUSED'])
      expect(databaseUnreachable(withState(code))).toBe(true);
    const wrapped = { message: 'query failed', driverError: withState('25006') };
    expect(databaseUnreachable(wrapped)).toBe(true);
    expect(databaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('takes a statement that failed on a reachable server as a failure, not an outage', () => {
    for (const code of ['23505', '40P01', '22P02', 'VL003', '57014'])
      expect(databaseUnreachable(withState(code))).toBe(false);
    expect(databaseUnreachable(new Error('syntax error'))).toBe(false);
    expect(databaseUnreachable(null)).toBe(false);
  });
});
