import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SIDEBAR, STAFF_SIDEBAR } from './nav-items';
import { SidebarNav } from './sidebar';

describe('the collapsed sidebar', () => {
  it('reaches every entry of a group, not only its first, from the group icon', () => {
    render(
      <MemoryRouter>
        <SidebarNav groups={SIDEBAR} collapsed />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Payments' }));
    const entries = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(entries).toEqual(['Pay Bills', 'Buy Airtime (coming soon)', 'Recurring Payments']);
    expect(screen.getByRole('menuitem', { name: 'Recurring Payments' })).toHaveAttribute(
      'href',
      '/payments/recurring',
    );
  });
});

describe('the open sidebar', () => {
  it('marks every entry of a product not built yet "Coming soon", and no other', () => {
    render(
      <MemoryRouter initialEntries={['/transfer']}>
        <SidebarNav groups={SIDEBAR} collapsed={false} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Loans', 'Investments'])
      expect(
        within(nav).getByRole('button', { name: new RegExp(`^${name}\\s*Coming soon`) }),
      ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^International\s*Coming soon/ })).toHaveAttribute(
      'href',
      '/transfer/international',
    );
    expect(within(nav).getByRole('link', { name: 'Local Transfer' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Cards' })).toBeInTheDocument();
  });
});

describe('the staff sidebar', () => {
  it('shows what waits for staff next to the back office sections', () => {
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <SidebarNav
          groups={STAFF_SIDEBAR}
          collapsed={false}
          counts={{ supportRequests: 7, reviewQueue: 0, pendingApprovals: 120 }}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Support inbox 7' })).toHaveAttribute(
      'href',
      '/admin/inbox',
    );
    expect(within(nav).getByRole('link', { name: 'Review queue' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Approvals 99+' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Dashboard|Transfers/ })).toBeNull();
  });
});
