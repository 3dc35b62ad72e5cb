import { screen } from '@testing-library/react';
import { ok } from '@vaultline/testing';
import { closedAccount, makeLimits } from '../../../test/fixtures';
import { renderTransfer } from '../test/transfer-harness';

describe('TransferPage', () => {
  it('says outgoing transfers are paused, with the reason, when they are suspended', async () => {
    renderTransfer({
      'GET /transfers/limits': ok(
        makeLimits({
          suspended: {
            reason: 'identity_verification',
            message: 'We need to verify your identity',
          },
        }),
      ),
    });
    expect(await screen.findByText('Outgoing transfers are paused')).toBeInTheDocument();
    expect(screen.getByText('We need to verify your identity')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support Now' })).toHaveAttribute(
      'href',
      '/support',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('asks to open an account when none is open', async () => {
    renderTransfer({ 'GET /accounts': ok({ accounts: [closedAccount] }) });
    expect(await screen.findByText('You need an open account to send money.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open New Account' })).toHaveAttribute(
      'href',
      '/create-account',
    );
  });

  it('keeps the transfer form usable when the limits fail to load, with a Retry', async () => {
    renderTransfer({ 'GET /transfers/limits': 'network-error' });
    expect(await screen.findByText("We couldn't load your transfer limits.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select Accounts' })).toBeInTheDocument();
  });
});
