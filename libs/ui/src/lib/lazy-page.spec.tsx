import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyPage, lazyPagesIn, preloadWhenIdle } from './lazy-page';

const Statements = () => <h1>Statements</h1>;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Section unavailable</p> : this.props.children;
  }
}

function show(Page: ReturnType<typeof lazyPage>, attempt: number) {
  return (
    <Boundary key={attempt}>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </Boundary>
  );
}

describe('lazyPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the named export once its module has loaded', async () => {
    const load = jest.fn(() => Promise.resolve({ Statements }));
    render(show(lazyPage(load, 'Statements'), 0));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Statements' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure instead of rethrowing it', async () => {
    let online = false;
    const load = jest.fn(() =>
      online ? Promise.resolve({ Statements }) : Promise.reject(new Error('ChunkLoadError')),
    );
    const Page = lazyPage(load, 'Statements');
    const view = render(show(Page, 0));
    expect(await screen.findByText('Section unavailable')).toBeTruthy();
    const failedLoads = load.mock.calls.length;
    online = true;
    view.rerender(show(Page, 1)); // the shell's "Try again" mounts a fresh boundary
    expect(await screen.findByRole('heading', { name: 'Statements' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });
});

describe('lazyPagesIn', () => {
  it('finds the lazy pages among route elements, and only those', () => {
    const Lazy = lazyPage(() => Promise.resolve({ Statements }), 'Statements');
    const pages = { '/statements': <Lazy />, '/dashboard': <Statements />, '/faq': <p>FAQ</p> };
    expect(lazyPagesIn(pages)).toEqual([Lazy]);
  });
});

describe('preloadWhenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches every page after the delay, and nothing when cancelled first', async () => {
    const load = jest.fn(() => Promise.resolve({ Statements }));
    const pages = [lazyPage(load, 'Statements'), lazyPage(load, 'Statements')];
    const cancel = preloadWhenIdle(pages, 3000);
    act(() => jest.advanceTimersByTime(2999));
    expect(load).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(2);
    cancel();

    preloadWhenIdle(pages, 3000)();
    act(() => jest.advanceTimersByTime(5000));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores a page that fails to preload (it loads again when shown)', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    preloadWhenIdle([lazyPage(load, 'Statements' as never)], 0);
    act(() => jest.advanceTimersByTime(0));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
