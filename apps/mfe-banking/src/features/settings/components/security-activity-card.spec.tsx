import { screen, within } from '@testing-library/react';
import { ok, renderPage, stubApi } from '@vaultline/testing';
import { signIn } from '../../../test/fixtures';
import { SecurityActivityCard } from './security-activity-card';

const renderCard = () => renderPage(<SecurityActivityCard />, { path: '/settings' });

describe('SecurityActivityCard', () => {
  it('lists sign-ins with their outcome and the changes, marking those made by the bank', async () => {
    signIn();
    stubApi({
      'GET /auth/security-activity': ok({
        signIns: [
          {
            at: '2026-11-26T10:00:00.000Z',
            outcome: 'success',
            device: 'Firefox on Linux',
            ip: '203.0.113.9',
          },
          {
            at: '2026-11-26T09:00:00.000Z',
            outcome: 'failed',
            device: 'Chrome on Windows',
            ip: '198.51.100.7',
          },
        ],
        changes: [
          {
            at: '2026-11-25T08:00:00.000Z',
            action: 'user.email_changed_by_staff',
            label: 'Email address changed by the bank',
            byStaff: true,
            ip: null,
          },
        ],
      }),
    });
    renderCard();
    const signIns = await screen.findByRole('list', { name: 'Sign-ins' });
    const [first, second] = within(signIns).getAllByRole('listitem');
    expect(within(first).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(within(first).getByText('Signed in')).toBeInTheDocument();
    expect(within(second).getByText('Failed')).toBeInTheDocument();
    expect(within(second).getByText(/198\.51\.100\.7/)).toBeInTheDocument();
    const changes = screen.getByRole('list', { name: 'Security changes' });
    expect(within(changes).getByText('Email address changed by the bank')).toBeInTheDocument();
    expect(within(changes).getByText('By the bank')).toBeInTheDocument();
  });

  it('says when nothing changed yet', async () => {
    signIn();
    stubApi({ 'GET /auth/security-activity': ok({ signIns: [], changes: [] }) });
    renderCard();
    expect(await screen.findByText(/No changes to your password/)).toBeInTheDocument();
  });
});
