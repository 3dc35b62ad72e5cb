import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { RemoteBoundary } from './remote-outlet';

/** A remote page that crashes on /dashboard only. */
function RemotePage() {
  const { pathname } = useLocation();
  if (pathname === '/dashboard') throw new Error('render crash');
  return <p>Accounts page</p>;
}

function Section() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/accounts')}>Accounts</button>
      <RemoteBoundary resetKey={pathname} fallback={<p>This section is temporarily unavailable</p>}>
        <RemotePage />
      </RemoteBoundary>
    </>
  );
}

describe('a remote section that crashes', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the fallback on the page that crashed, and the next page renders again without a retry', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Section />
      </MemoryRouter>,
    );
    expect(screen.getByText('This section is temporarily unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accounts' }));
    expect(screen.getByText('Accounts page')).toBeInTheDocument();
    expect(screen.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();
  });
});
