import type { RemoteRegistry } from '@vaultline/contracts';
import { liveRemote as remote } from '../remotes/registry.fixtures';
import { resolvePath } from './resolve-path';

const registry: RemoteRegistry = {
  remotes: [
    remote('mfe_public', ['/', '/login']),
    remote('mfe_banking', ['/dashboard', '/account-details/:accountId']),
    remote('mfe_admin', ['/admin', '/admin-account-details/:accountId/:userId']),
  ],
};

describe('resolvePath', () => {
  it.each([
    ['/', 'mfe_public', 'public'],
    ['/login', 'mfe_public', 'public'],
    ['/dashboard', 'mfe_banking', 'customer'],
    ['/account-details/abc', 'mfe_banking', 'customer'],
    ['/admin', 'mfe_admin', 'staff'],
    ['/admin-account-details/a/b', 'mfe_admin', 'staff'],
  ])('gives %s to %s (%s)', (path, name, area) => {
    expect(resolvePath(path, registry)).toMatchObject({ kind: 'remote', remote: { name }, area });
  });

  it('shows coming soon for linked routes without screens, with or without a trailing slash', () => {
    expect(resolvePath('/loans/apply', registry)).toEqual({
      kind: 'coming-soon',
      title: 'Apply for a Loan',
    });
    expect(resolvePath('/invest/mutual/', registry)).toEqual({
      kind: 'coming-soon',
      title: 'Mutual Funds',
    });
  });

  it('lets a remote take over a path the shell had as coming soon', () => {
    const withRecurring = {
      remotes: [...registry.remotes, remote('mfe_banking', ['/payments/bills'])],
    };
    expect(resolvePath('/payments/bills', withRecurring)).toMatchObject({ kind: 'remote' });
  });

  it('answers 404 for anything else, and "unavailable" when no registry could be read', () => {
    expect(resolvePath('/dashboard/extra', registry)).toEqual({ kind: 'not-found' });
    expect(resolvePath('/account-details', registry)).toEqual({ kind: 'not-found' });
    expect(resolvePath('/dashboard', { remotes: [] })).toEqual({ kind: 'unavailable' });
  });
});
