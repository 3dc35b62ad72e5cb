import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SIDEBAR } from './nav-items';
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
    expect(entries).toEqual(['Pay Bills', 'Buy Airtime', 'Recurring Payments']);
    expect(screen.getByRole('menuitem', { name: 'Recurring Payments' })).toHaveAttribute(
      'href',
      '/payments/recurring',
    );
  });
});
