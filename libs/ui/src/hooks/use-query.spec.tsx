import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiRequestError } from '@vaultline/session';
import { deferred } from '@vaultline/testing';
import { useQuery } from './use-query';

describe('useQuery', () => {
  it('loads, keeps the data on screen while refetching, and replaces it with the new answer', async () => {
    let answer = 'first';
    const { result } = renderHook(() => useQuery(['thing'], async () => answer));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('first'));
    answer = 'second';
    act(() => result.current.refetch());
    expect(result.current.data).toBe('first');
    expect(result.current.isFetching).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('second'));
    expect(result.current.isLoading).toBe(false);
  });

  it('ignores an older answer that arrives after a newer key was asked for', async () => {
    const slow = deferred<string>();
    const { result, rerender } = renderHook(
      ({ key }) =>
        useQuery([key], (signal) =>
          key === 'a' ? slow.promise : Promise.resolve(`answer ${key} ${signal.aborted}`),
        ),
      {
        initialProps: { key: 'a' },
      },
    );
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.data).toBe('answer b false'));
    await act(async () => slow.resolve('stale a'));
    expect(result.current.data).toBe('answer b false');
  });

  it('reports failures as ApiRequestError and recovers on refetch', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useQuery(['thing'], async () => {
        if (fail) throw new ApiRequestError('Nope', 'SERVICE_UNAVAILABLE', 503);
        return 42;
      }),
    );
    await waitFor(() => expect(result.current.error?.message).toBe('Nope'));
    expect(result.current.isLoading).toBe(false);
    fail = false;
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toBe(42));
    expect(result.current.error).toBeNull();
  });

  it('does not ask while disabled', () => {
    const fetcher = jest.fn(async () => 1);
    const { result } = renderHook(() => useQuery(['thing'], fetcher, { enabled: false }));
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.isLoading).toBe(false);
  });
});
