import type { LiveRemote, RemoteName } from '@vaultline/contracts';
import { AuditService } from '../../../src/platform/audit/audit.service';
import { databaseKinds } from '../../support/databases';
import type { CallResult } from '../../support/http';
import { call } from '../../support/http';
import { buildRelease, publishBody } from '../../support/releases';
import type { TestApp } from '../../support/test-app';
import { startTestApp, TEST_OPS_TOKEN } from '../../support/test-app';

/**
 * Issue 36, item 14: a rolled-back (withdrawn) release never runs again, whichever action asks,
 * and nothing goes live without a canary unless ops (a second credential holder) approve it.
 */
describe.each(databaseKinds())('the release state machine on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const team = (name: RemoteName) => t.releaseTokens[name];
  const post = (name: RemoteName, action: string, body: object, as: string | null = team(name)) =>
    call(t, 'POST', `/api/platform/remotes/${name}/${action}`, { token: as, body });
  const publish = (name: RemoteName, version: string, live = false) => {
    buildRelease(t, name, version);
    return post(name, 'releases', publishBody(name, version, { live }));
  };
  /** Live the way one team may do it alone on every version of the code: a canary, then promote. */
  const throughCanary = async (name: RemoteName, version: string) => {
    expect((await publish(name, version)).status).toBe(201);
    expect((await post(name, 'canary', { version, percent: 10 })).status).toBe(200);
    expect((await post(name, 'promote', {})).status).toBe(200);
  };
  const states = async (name: RemoteName) =>
    (
      await call(t, 'GET', `/api/platform/remotes/${name}/releases`, { token: TEST_OPS_TOKEN })
    ).body.releases.map((r: { version: string; state: string }) => `${r.version} ${r.state}`);
  /** What a signed-out browser outside any canary loads for the remote. */
  const served = async (name: RemoteName): Promise<LiveRemote | undefined> =>
    (await call(t, 'GET', '/api/platform/remotes/baseline')).body.remotes.find(
      (entry: LiveRemote) => entry.name === name,
    );
  const history = async (name: RemoteName) =>
    (
      await call(t, 'GET', `/api/platform/remotes/${name}/history`, { token: TEST_OPS_TOKEN })
    ).body.events.map((e: { action: string; version: string; actor: string }) =>
      [e.action, e.version, e.actor].join(' '),
    );
  const refusal = (response: CallResult) => `${response.status} ${response.body?.code}`;
  const expectCodeOf = (response: CallResult, expected: string) =>
    expect(refusal(response)).toBe(expected);
  /** The answer's body, checked to be RFC 9457 problem+json. */
  const problem = (response: CallResult) => {
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    return response.body;
  };

  describe('withdrawn releases', () => {
    beforeAll(async () => {
      await throughCanary('mfe_banking', '1.0.0');
      await throughCanary('mfe_banking', '2.0.0');
      expect((await post('mfe_banking', 'rollback', { urgent: true })).status).toBe(200);
      await throughCanary('mfe_banking', '3.0.0');
      expect((await post('mfe_banking', 'rollback', {}, TEST_OPS_TOKEN)).status).toBe(200);
    });
    const before = ['3.0.0 rolled_back', '2.0.0 rolled_back', '1.0.0 live'];

    it('refuses a named rollback to one, urgent or not, by its team or by ops', async () => {
      expect(await states('mfe_banking')).toEqual(before);
      const attempts = [
        { version: '2.0.0', urgent: false, as: team('mfe_banking') },
        { version: '2.0.0', urgent: true, as: TEST_OPS_TOKEN },
        { version: '3.0.0', urgent: false, as: TEST_OPS_TOKEN },
        { version: '3.0.0', urgent: true, as: team('mfe_banking') },
      ];
      for (const { version, urgent, as } of attempts) {
        const response = await post('mfe_banking', 'rollback', { version, urgent }, as);
        expect({ version, urgent, refused: refusal(response) }).toEqual({
          version,
          urgent,
          refused: '409 REMOTES_RELEASE_WITHDRAWN',
        });
      }
      expect(problem(await post('mfe_banking', 'rollback', { version: '2.0.0' }))).toEqual(
        expect.objectContaining({
          type: expect.any(String),
          title: expect.any(String),
          status: 409,
          code: 'REMOTES_RELEASE_WITHDRAWN',
          detail: expect.stringContaining('mfe_banking 2.0.0 was rolled back'),
        }),
      );
      expect(await states('mfe_banking')).toEqual(before);
    });

    it('refuses every other way back too: canary, promote and ops approval', async () => {
      const attempts: Array<[string, object, string]> = [
        ['canary', { version: '2.0.0', percent: 100 }, team('mfe_banking')],
        ['canary', { version: '3.0.0', percent: 0 }, team('mfe_banking')],
        ['promote', { version: '2.0.0' }, team('mfe_banking')],
        ['approve', { version: '3.0.0' }, TEST_OPS_TOKEN],
      ];
      for (const [action, body, as] of attempts) {
        const response = await post('mfe_banking', action, body, as);
        expect({ action, body, refused: refusal(response) }).toEqual({
          action,
          body,
          refused: '409 REMOTES_RELEASE_WITHDRAWN',
        });
      }
      expect(await states('mfe_banking')).toEqual(before);
      const view = await served('mfe_banking');
      expect([view?.release?.version, view?.withdrawn]).toEqual([
        '1.0.0',
        [
          { version: '3.0.0', urgent: false },
          { version: '2.0.0', urgent: true },
        ],
      ]);
    });

    it('never picks one for a rollback without a version: only known-good releases count', async () => {
      expectCodeOf(
        await post('mfe_banking', 'rollback', {}),
        '409 REMOTES_NOTHING_TO_ROLL_BACK_TO',
      );
      await throughCanary('mfe_banking', '4.0.0');
      expect((await post('mfe_banking', 'rollback', {})).status).toBe(200);
      expect((await served('mfe_banking'))?.release?.version).toBe('1.0.0');
      expectCodeOf(
        await post('mfe_banking', 'rollback', {}),
        '409 REMOTES_NOTHING_TO_ROLL_BACK_TO',
      );
      expect(await states('mfe_banking')).toEqual([
        '4.0.0 rolled_back',
        '3.0.0 rolled_back',
        '2.0.0 rolled_back',
        '1.0.0 live',
      ]);
      // Refusals change nothing and record nothing: the history holds what was done, chained.
      expect(
        (await history('mfe_banking')).filter((line: string) => /^rollback/.test(line)),
      ).toEqual([
        'rollback 1.0.0 test-mfe-banking',
        'rollback 1.0.0 ops',
        'rollback 1.0.0 test-mfe-banking',
      ]);
      expect((await t.app.get(AuditService).verifyChain()).intact).toBe(true);
    });
  });

  describe('going live without a canary', () => {
    it('refuses a live publish, and registers nothing', async () => {
      const response = await publish('mfe_public', '0.9.0', true);
      expect(refusal(response)).toBe('403 REMOTES_APPROVAL_REQUIRED');
      expect(response.body.detail).toContain('ops approve it');
      expect(await states('mfe_public')).toEqual([]);
      expect(await served('mfe_public')).toBeUndefined();
    });

    it('refuses a team promoting a candidate that never ran as a canary', async () => {
      expect((await publish('mfe_public', '1.0.0')).status).toBe(201);
      const promoted = await post('mfe_public', 'promote', { version: '1.0.0' });
      expect(refusal(promoted)).toBe('403 REMOTES_APPROVAL_REQUIRED');
      expect(await states('mfe_public')).toEqual(['1.0.0 candidate']);
    });

    it('takes the approval from ops only: never the publishing team, another team or nobody', async () => {
      const approve = (as: string | null, body: object = { version: '1.0.0' }) =>
        post('mfe_public', 'approve', body, as);
      expect(refusal(await approve(team('mfe_public')))).toBe('403 REMOTES_SCOPE_FORBIDDEN');
      expect(refusal(await approve(team('mfe_banking')))).toBe('403 REMOTES_SCOPE_FORBIDDEN');
      expect(refusal(await approve(t.releaseTokens['staff-provisioning']))).toBe('403 FORBIDDEN');
      expect(refusal(await approve(null))).toBe('401 UNAUTHENTICATED');
      expect(refusal(await approve(TEST_OPS_TOKEN, {}))).toBe('400 VALIDATION_FAILED');
      expect(refusal(await approve(TEST_OPS_TOKEN, { version: '9.9.9' }))).toBe(
        '404 REMOTES_VERSION_NOT_FOUND',
      );
      expect(await states('mfe_public')).toEqual(['1.0.0 candidate']);
      expect((await approve(TEST_OPS_TOKEN)).status).toBe(200);
      expect((await served('mfe_public'))?.release?.version).toBe('1.0.0');
      expect(refusal(await approve(TEST_OPS_TOKEN))).toBe('409 REMOTES_STATE_CONFLICT');
    });

    it('keeps both holders in the audit chain, and a team still goes live alone through a canary', async () => {
      const records = await t.app.get(AuditService).forTarget('remote', 'mfe_public', 10);
      const approval = records.find((record) => record.action === 'remote.approve');
      expect([approval?.actorRole, approval?.details]).toEqual([
        'ops',
        expect.objectContaining({ version: '1.0.0', publishedBy: 'test-mfe-public' }),
      ]);
      await throughCanary('mfe_public', '1.1.0');
      expect(await states('mfe_public')).toEqual(['1.1.0 live', '1.0.0 retired']);
      expect(await history('mfe_public')).toEqual([
        'promote 1.1.0 test-mfe-public',
        'canary 1.1.0 test-mfe-public',
        'publish 1.1.0 test-mfe-public',
        'approve 1.0.0 ops',
        'publish 1.0.0 test-mfe-public',
      ]);
      expect((await t.app.get(AuditService).verifyChain()).intact).toBe(true);
    });
  });
});
