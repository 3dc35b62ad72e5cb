import { lazy } from 'react';

// React.lazy over one import(): webpack puts charts.tsx and @mui/x-charts in a chunk of their own,
// loaded the first time a chart is drawn (never by the remote's entry). @mui/x-charts is not a
// shared module (tools/webpack/shared.js), so no other page pays for it either.
const charts = () => import('./charts');

export const LazyIncomeSpendingBars = lazy(() =>
  charts().then((module) => ({ default: module.IncomeSpendingBars })),
);
export const LazyCategoryBars = lazy(() =>
  charts().then((module) => ({ default: module.CategoryBars })),
);
export const LazyBalanceLine = lazy(() =>
  charts().then((module) => ({ default: module.BalanceLine })),
);
