import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// eslint-disable-next-line import-x/order -- the imports under test follow the mocks below
import { liveRemote, release } from './registry.fixtures';

const loadedVersion = jest.fn();
const loadRegistry = jest.fn();
jest.mock('./remote-loader', () => ({ loadedVersion: (name: string) => loadedVersion(name) }));
jest.mock('./registry', () => ({ loadRegistry: (...args: unknown[]) => loadRegistry(...args) }));

// Imported after the mocks above on purpose: the modules under test must load the mocked ones.

import { ReleaseNotice } from './release-notice';
import { FOCUS_REREAD_MIN_MS, noticeFor } from './release-watch';

const running = (versions: Record<string, string>) => (name: string) => versions[name] ?? null;
const registryWith = (withdrawn: Array<{ version: string; urgent: boolean }>) => ({
  remotes: [
    liveRemote('mfe_banking', ['/dashboard'], { release: release('mfe_banking', '1'), withdrawn }),
  ],
});

describe('open tabs and rollbacks', () => {
  it('says nothing while the running release stands, offers a reload after a rollback, reloads at once when urgent', () => {
    expect(
      noticeFor(registryWith([{ version: '0', urgent: true }]), running({ mfe_banking: '2' })),
    ).toBe('none');
    expect(
      noticeFor(registryWith([{ version: '2', urgent: false }]), running({ mfe_banking: '2' })),
    ).toBe('offer-reload');
    expect(
      noticeFor(registryWith([{ version: '2', urgent: true }]), running({ mfe_banking: '2' })),
    ).toBe('reload-now');
    expect(noticeFor(registryWith([{ version: '2', urgent: true }]), running({}))).toBe('none');
  });

  it('reads the registry again when the tab regains focus and offers a reload', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    loadedVersion.mockReturnValue('2');
    loadRegistry.mockResolvedValue(registryWith([{ version: '2', urgent: false }]));
    const reload = jest.fn();
    render(<ReleaseNotice reload={reload} />);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(loadRegistry).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(FOCUS_REREAD_MIN_MS);
      window.dispatchEvent(new Event('focus'));
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('A fix for this part of Vaultline was released');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
