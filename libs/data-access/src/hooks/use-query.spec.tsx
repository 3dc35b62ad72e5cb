import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiRequestError } from '@vaultline/session';
import { queryClient } from '../lib/query-client';
import { deferred } from '../test/deferred';
import { useQuery } from './use-query';

describe('useQuery', () => {
  afterEach(() => queryClient.clear());

  it('loads, keeps the data on screen while refetching, and replaces it with the new answer', async () => {
    let answer: Promise<string> = Promise.resolve('first');
    const { result } = renderHook(() => useQuery(['thing'], () => answer));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('first'));
    const second = deferred<string>();
    answer = second.promise;
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.data).toBe('first');
    await act(async () => second.resolve('second'));
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
        if (fail) throw new ApiRequestError('Nope', 'INTERNAL_ERROR', 500);
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

  it('tries once more after a transient failure (network, 502–504), not after a refusal', async () => {
    const blip = jest.fn(async () => {
      if (blip.mock.calls.length === 1)
        throw new ApiRequestError('Busy', 'SERVICE_UNAVAILABLE', 503);
      return 'ok';
    });
    const refused = jest.fn(async () => {
      throw new ApiRequestError('No', 'FORBIDDEN', 403);
    });
    const first = renderHook(() => useQuery(['blip'], blip));
    const second = renderHook(() => useQuery(['refused'], refused));
    await waitFor(() => expect(first.result.current.data).toBe('ok'));
    await waitFor(() => expect(second.result.current.error?.code).toBe('FORBIDDEN'));
    expect(blip).toHaveBeenCalledTimes(2);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('does not ask while disabled', () => {
    const fetcher = jest.fn(async () => 1);
    const { result } = renderHook(() => useQuery(['thing'], fetcher, { enabled: false }));
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.isLoading).toBe(false);
  });
});
