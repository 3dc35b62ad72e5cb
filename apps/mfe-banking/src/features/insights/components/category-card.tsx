import { MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { InsightsMonth } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { SectionCard } from '@vaultline/ui';
import { monthLabel } from '../../../components/charts/chart-format';
import { ChartFrame } from '../../../components/charts/chart-frame';
import { FiguresTable } from '../../../components/charts/figures-table';
import { LazyCategoryBars } from '../../../components/charts/lazy-charts';

function MonthPicker({
  months,
  value,
  onChange,
}: {
  months: InsightsMonth[];
  value: string;
  onChange(month: string): void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Month"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      {[...months].reverse().map((month) => (
        <MenuItem key={month.month} value={month.month}>
          {monthLabel(month.month)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function CategoryFigures({ month }: { month: InsightsMonth }) {
  const label = monthLabel(month.month);
  if (month.byCategory.length === 0)
    return <Typography color="text.secondary">{`No spending in ${label}.`}</Typography>;
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        <Typography component="span" color="text.secondary">{`${label}: `}</Typography>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {`${formatUsd(month.spendingMinor)} spent`}
        </Typography>
      </Typography>
      <ChartFrame
        height={Math.max(160, 48 + month.byCategory.length * 36)}
        chart={<LazyCategoryBars categories={month.byCategory} />}
        table={
          <FiguresTable
            caption={`Spending by category, ${label}`}
            rowKey={(row) => row.category}
            rows={month.byCategory}
            columns={[
              { header: 'Category', cell: (row) => row.category },
              { header: 'Spending', cell: (row) => formatUsd(row.spendingMinor), numeric: true },
            ]}
          />
        }
      />
    </>
  );
}

/** One month's spending by category (the latest month unless another is chosen). */
export function CategoryCard({ months }: { months: InsightsMonth[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  // A shorter period may no longer hold the chosen month: the latest one then.
  const month = months.find((item) => item.month === chosen) ?? months[months.length - 1];
  return (
    <SectionCard
      title="Spending by category"
      action={<MonthPicker months={months} value={month.month} onChange={setChosen} />}
    >
      <CategoryFigures month={month} />
    </SectionCard>
  );
}
