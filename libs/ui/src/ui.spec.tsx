import { render, screen, within } from '@testing-library/react';
import { AmountText, CodeInput, MaskedNumber, PageHeading, StatusChip, maskNumber } from './index';

describe('ui', () => {
  it('renders one h1 heading', () => {
    render(<PageHeading title="My Accounts" subtitle="All of them" />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeTruthy();
  });

  it('formats amounts from minor units', () => {
    render(<AmountText amountMinor={-123456} signed />);
    expect(screen.getByText('-$1,234.56')).toBeTruthy();
  });

  it('masks numbers to the last 4 digits', () => {
    expect(maskNumber('1234567890')).toBe('•••• 7890');
    render(<MaskedNumber value="1234567890" />);
    expect(screen.getByLabelText('ending in 7890')).toBeTruthy();
  });

  it('labels statuses', () => {
    render(<StatusChip status="under_review" />);
    expect(screen.getByText('Under review')).toBeTruthy();
  });

  it("shows a code input's label on screen when asked, naming its group with it", () => {
    render(
      <>
        <CodeInput label="Code sent to new@example.com" onChange={() => undefined} showLabel />
        <CodeInput label="Code from your authenticator app" onChange={() => undefined} />
      </>,
    );
    const shown = screen.getByRole('group', { name: 'Code sent to new@example.com' });
    expect(screen.getByText('Code sent to new@example.com')).toBeTruthy();
    expect(within(shown).getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Code from your authenticator app' })).toBeTruthy();
    expect(screen.queryByText('Code from your authenticator app')).toBeNull();
  });
});
