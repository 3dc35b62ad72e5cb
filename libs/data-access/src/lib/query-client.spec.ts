import type { QueryClient } from '@tanstack/react-query';

/** This module as a bundle of its own loads it: a fresh module registry each time. */
async function loadBundleCopy(): Promise<QueryClient> {
  let client: QueryClient | undefined;
  await jest.isolateModulesAsync(async () => {
    client = (await import('./query-client')).queryClient;
  });
  if (!client) throw new Error('query-client did not load');
  return client;
}

describe('queryClient', () => {
  it('is one instance per page, whichever bundle (shell or remote) loads this library first', async () => {
    const shell = await loadBundleCopy();
    const remote = await loadBundleCopy();
    expect(remote).toBe(shell);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('vaultline.queryClient')]).toBe(
      shell,
    );
  });
});
