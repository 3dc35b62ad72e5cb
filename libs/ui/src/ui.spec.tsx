import { render, screen } from '@testing-library/react';
import { AmountText, MaskedNumber, PageHeading, StatusChip, maskNumber } from './index';

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
});
