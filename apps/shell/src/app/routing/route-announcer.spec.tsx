import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { RouteAnnouncer } from './route-announcer';

function Page({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <Link to="/transactions">Go to transactions</Link>
    </main>
  );
}

/** Lets the announcer's frame loop find the heading. */
async function frames() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('RouteAnnouncer', () => {
  it('titles every route from its heading, and after a navigation focuses and announces the new page', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <RouteAnnouncer />
        <Routes>
          <Route path="/dashboard" element={<Page title="Dashboard" />} />
          <Route path="/transactions" element={<Page title="Transactions" />} />
        </Routes>
      </MemoryRouter>,
    );
    await frames();
    expect(document.title).toBe('Dashboard · Vaultline');
    // The first page keeps focus where the browser put it.
    expect(document.activeElement).toBe(document.body);

    act(() => screen.getByRole('link', { name: 'Go to transactions' }).click());
    await frames();
    expect(document.title).toBe('Transactions · Vaultline');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent('Transactions');
  });
});
