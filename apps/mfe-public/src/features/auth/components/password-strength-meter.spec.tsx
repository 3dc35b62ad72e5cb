import { render, screen } from '@testing-library/react';
import { PasswordStrengthMeter } from './password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it('shows nothing for an empty password', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    ['abc', 'Weak', 20, 'Error'],
    ['Abcdefgh', 'Medium', 60, 'Warning'],
    ['Abcdef1!', 'Strong', 100, 'Success'],
  ])('shows %j as %s, %i%% full, in the %s colour', (password, label, percent, colour) => {
    render(<PasswordStrengthMeter password={password} />);
    const bar = screen.getByRole('progressbar', { name: 'Password strength' });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringContaining(label));
    expect(bar).toHaveClass(`MuiLinearProgress-color${colour}`);
    expect(screen.getByText(`Password strength: ${label}`)).toBeInTheDocument();
  });
});
