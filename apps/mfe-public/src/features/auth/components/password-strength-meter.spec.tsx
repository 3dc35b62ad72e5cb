import { render, screen } from '@testing-library/react';
import { PasswordStrengthMeter } from './password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it('shows nothing for an empty password', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    ['Password1!', 'Weak', 'Error'],
    ['m7#Qv!2zR9@pLx', 'Strong', 'Success'],
  ])(
    'shows %j as %s in the %s colour once the estimator has loaded',
    async (password, label, colour) => {
      render(<PasswordStrengthMeter password={password} />);
      const bar = await screen.findByRole('progressbar', { name: 'Password strength' });
      expect(bar).toHaveAttribute('aria-valuetext', expect.stringContaining(label));
      expect(bar).toHaveClass(`MuiLinearProgress-color${colour}`);
      expect(screen.getByText(`Password strength: ${label}`)).toBeInTheDocument();
    },
  );

  it('explains a weak password', async () => {
    render(<PasswordStrengthMeter password="Password1!" />);
    expect(await screen.findByText(/commonly used password/i)).toBeInTheDocument();
  });
});
