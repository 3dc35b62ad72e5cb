import { AxiosError, AxiosHeaders } from 'axios';
import type { Me } from '@vaultline/contracts';
import {
  capitalizeName,
  homePathFor,
  initials,
  toApiRequestError,
  toast,
  useSession,
  useToasts,
  NETWORK_ERROR_MESSAGE,
} from './index';

describe('session store', () => {
  const user: Me = {
    id: '7d1f9c2e-0a4b-4c7e-9a51-3b2f8e6d1c00',
    firstName: 'ada',
    lastName: 'lovelace',
    email: 'ada@example.com',
    role: 'customer',
    emailVerified: true,
    mobile: null,
    address: null,
    dateOfBirth: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    avatarUrl: null,
    twoFactorEnabled: false,
    biometricEnabled: false,
    notifications: { email: true, sms: false, push: true, marketing: false },
    hasPin: false,
    mustChangePassword: false,
  };

  it('keeps a session the API handed out, with its expiry, and forgets it', () => {
    const before = Date.now();
    useSession
      .getState()
      .setSession({ status: 'signed_in', accessToken: 'token', expiresInS: 900, user });
    const state = useSession.getState();
    expect(state).toMatchObject({ status: 'signedIn', accessToken: 'token', user });
    expect(state.expiresAtMs).toBeGreaterThanOrEqual(before + 900_000);
    useSession.getState().clear();
    expect(useSession.getState()).toMatchObject({
      status: 'signedOut',
      accessToken: null,
      expiresAtMs: null,
      user: null,
    });
  });

  it('sends staff to /admin and customers to /dashboard', () => {
    expect(homePathFor({ role: 'admin' })).toBe('/admin');
    expect(homePathFor({ role: 'customer' })).toBe('/dashboard');
  });

  it('capitalises names', () => {
    expect(capitalizeName("ada o'neil-smith")).toBe("Ada O'Neil-Smith");
  });

  it('derives initials from first and last name', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
  });
});

describe('toasts', () => {
  it('keeps only one toast: a new one replaces the current one', () => {
    toast({ title: 'First', severity: 'info' });
    toast({ title: 'Second', severity: 'success' });
    expect(useToasts.getState().current).toMatchObject({ title: 'Second', durationMs: 5000 });
  });
});

describe('toApiRequestError', () => {
  const response = (status: number, data: unknown) =>
    new AxiosError('x', 'ERR', undefined, undefined, {
      status,
      data,
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
    });

  it('keeps the server message and code', () => {
    const error = toApiRequestError(
      response(409, { message: 'Already taken', code: 'USERS_EMAIL_TAKEN' }),
    );
    expect(error).toMatchObject({
      message: 'Already taken',
      code: 'USERS_EMAIL_TAKEN',
      status: 409,
    });
  });

  it('says network error when there is no response', () => {
    expect(toApiRequestError(new AxiosError('Network Error'))).toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
      status: null,
    });
  });

  it('never shows a raw body that is not the error shape', () => {
    expect(toApiRequestError(response(502, '<html>bad gateway</html>')).message).toBe(
      'Something went wrong. Please try again later.',
    );
  });
});
