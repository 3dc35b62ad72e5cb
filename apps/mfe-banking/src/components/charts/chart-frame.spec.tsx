import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartFrame } from './chart-frame';
import { FiguresTable } from './figures-table';

const table = (
  <FiguresTable
    caption="Figures"
    rowKey={(row) => row.name}
    rows={[{ name: 'Income', amount: '$1.00' }]}
    columns={[
      { header: 'Figure', cell: (row) => row.name },
      { header: 'Amount', cell: (row) => row.amount, numeric: true },
    ]}
  />
);

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('ChartFrame', () => {
  it('keeps the table in the page for screen readers, with headers, and shows it on demand', async () => {
    const user = userEvent.setup();
    render(<ChartFrame height={100} chart={<svg data-testid="chart" />} table={table} />);
    const figures = screen.getByRole('table', { name: 'Figures' });
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Income' })).toBeInTheDocument();
    expect(screen.getByTestId('chart').closest('[aria-hidden="true"]')).not.toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-controls', figures.parentElement?.parentElement?.id);
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says the chart could not be drawn and shows the table when the chart fails', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ChartFrame height={100} chart={<Broken />} table={table} />);
    expect(screen.getByText(/The chart could not be drawn/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Figures' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
  });
});
