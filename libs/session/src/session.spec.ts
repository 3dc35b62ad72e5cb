import { AxiosError, AxiosHeaders } from 'axios';
import { initials, toApiRequestError, toast, useSession, useToasts, NETWORK_ERROR_MESSAGE } from './index';

describe('session store', () => {
  it('signs in and out', () => {
    useSession.getState().signIn('token', { id: 'u1', firstName: 'ada', lastName: 'lovelace', email: 'a@b.c', role: 'customer' });
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', accessToken: 'token' });
    useSession.getState().signOut();
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', accessToken: null, user: null });
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
    const error = toApiRequestError(response(409, { message: 'Already taken', code: 'USERS_EMAIL_TAKEN' }));
    expect(error).toMatchObject({ message: 'Already taken', code: 'USERS_EMAIL_TAKEN', status: 409 });
  });

  it('says network error when there is no response', () => {
    expect(toApiRequestError(new AxiosError('Network Error'))).toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: null });
  });

  it('never shows a raw body that is not the error shape', () => {
    expect(toApiRequestError(response(502, '<html>bad gateway</html>')).message).toBe('Something went wrong. Please try again later.');
  });
});
