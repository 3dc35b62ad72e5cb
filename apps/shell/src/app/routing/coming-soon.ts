/** Linked routes whose screens are not built yet: they show a "coming soon" page, never a 404. */
export const COMING_SOON: Record<string, string> = {
  // Identity verification (linked accounts link here): the banking remote's page takes over once it declares the route.
  '/transfer/international': 'International Transfer',
  '/payments/airtime': 'Buy Airtime',
  '/cards/requests': 'Card Requests',
  '/loans/apply': 'Apply for a Loan',
  '/loans/status': 'Loan Status',
  '/loans/repayments': 'Loan Repayments',
  '/investments/mutual-funds': 'Mutual Funds',
  '/investments/treasury-bills': 'Treasury Bills',
  '/investments/stocks': 'Stocks',
  '/invest/mutual': 'Mutual Funds',
  '/invest/treasury': 'Treasury Bills',
  '/invest/stocks': 'Stocks',
};
