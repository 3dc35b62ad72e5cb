import { setImmediate as nextTurn } from 'node:timers';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SESSION_CHANNEL, signOut, useSession } from '@vaultline/session';
import { makeUser, ok, sent, signInAs, stubApi } from '@vaultline/testing';
import { IdleSignOut, INACTIVITY_LIMIT_MS, REPORT_EVERY_MS, WARNING_MS } from './idle-sign-out';

/** jsdom has no BroadcastChannel: Node's connects the "tabs" of this process the same way. */
beforeAll(() => {
  Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel });
});

function renderTab() {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <IdleSignOut />
      <Routes>
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="/login" element={<h1>Sign In</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Lets a message from the other tab arrive (channels deliver on the event loop). */
async function delivered() {
  await act(async () => {
    await new Promise((resolve) => nextTurn(resolve));
    await new Promise((resolve) => nextTurn(resolve));
  });
}

describe('IdleSignOut', () => {
  let otherTab: NodeBroadcastChannel;
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    otherTab = new NodeBroadcastChannel(SESSION_CHANNEL);
  });
  afterEach(() => {
    otherTab.close();
    jest.useRealTimers();
  });

  it('warns a minute before the idle sign-out; activity in another tab keeps this one signed in', async () => {
    signInAs(makeUser());
    renderTab();
    act(() => jest.advanceTimersByTime(INACTIVITY_LIMIT_MS - WARNING_MS + 1000));
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('signed out in 59 seconds');

    otherTab.postMessage({ kind: 'activity', at: Date.now() });
    await delivered();
    act(() => jest.advanceTimersByTime(1000));
    // The dialog closes (its exit transition runs on the same clock).
    act(() => jest.advanceTimersByTime(1000));
    await delivered();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSession.getState().status).toBe('signedIn');
  });

  it('signs out at the limit and tells the other tabs', async () => {
    const requests = stubApi({ 'POST /auth/sign-out': ok() });
    signInAs(makeUser());
    renderTab();
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push((event as unknown as { data: unknown }).data);
    act(() => jest.advanceTimersByTime(INACTIVITY_LIMIT_MS + 1000));
    await delivered();
    expect(useSession.getState().status).toBe('signedOut');
    expect(sent(requests, 'POST', '/auth/sign-out')).toHaveLength(1);
    expect(heard).toContainEqual({ kind: 'signed-out' });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('tells the server the person is still here at most every 4 minutes, and when they stay', async () => {
    const requests = stubApi({ 'POST /me/activity': ok(undefined, 204) });
    signInAs(makeUser());
    renderTab();
    const move = () => act(() => void window.dispatchEvent(new Event('mousemove')));
    move();
    expect(sent(requests, 'POST', '/me/activity')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(REPORT_EVERY_MS));
    move();
    move();
    await delivered();
    expect(sent(requests, 'POST', '/me/activity')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(INACTIVITY_LIMIT_MS - WARNING_MS + 1000));
    await act(async () => screen.getByRole('button', { name: 'Stay signed in' }).click());
    await delivered();
    expect(sent(requests, 'POST', '/me/activity')).toHaveLength(2);
  });

  it('signs out here when the person signs out in another tab, without asking the server again', async () => {
    const requests = stubApi({ 'POST /auth/sign-out': ok() });
    signInAs(makeUser());
    renderTab();
    otherTab.postMessage({ kind: 'signed-out' });
    await delivered();
    expect(useSession.getState().status).toBe('signedOut');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(sent(requests, 'POST', '/auth/sign-out')).toHaveLength(0);
  });

  it('tells the other tabs when the person signs out by hand (the header, the public bar)', async () => {
    const requests = stubApi({ 'POST /auth/sign-out': ok() });
    signInAs(makeUser());
    renderTab();
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push((event as unknown as { data: unknown }).data);
    await act(() => signOut());
    await delivered();
    expect(heard).toEqual([{ kind: 'signed-out' }]);
    // Its own message reaches this tab's clock too, after the session is gone: nothing more is asked.
    expect(sent(requests, 'POST', '/auth/sign-out')).toHaveLength(1);
  });
});
