import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RecipientCheck } from '@vaultline/contracts';
import { choose, fill, ok, renderPage, stubApi, type StubHandler } from '@vaultline/testing';
import { checking, makeLimits, savings, signIn } from '../../../test/fixtures';
import { TransferPage } from '../components/transfer-page';

export const internalRecipient: RecipientCheck = {
  kind: 'internal',
  nameMatches: true,
  warning: null,
};

/** The transfer page with two open accounts, standard limits and a recipient check that passes. */
export function renderTransfer(
  routes: Record<string, StubHandler> = {},
  { url = '/transfer', hasPin = true } = {},
) {
  signIn({ hasPin });
  const requests = stubApi({
    'GET /accounts': ok({ accounts: [checking, savings] }),
    'GET /transfers/limits': ok(makeLimits()),
    'POST /transfers/check-recipient': ok(internalRecipient),
    ...routes,
  });
  renderPage(<TransferPage />, { path: '/transfer', url });
  return requests;
}

export const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

/** Step 1 filled in with a valid recipient (from Everyday Checking, $2,500.00 available). */
export async function fillRecipient(user: UserEvent): Promise<void> {
  await choose(
    user,
    await screen.findByRole('combobox', { name: /From Account/ }),
    /Everyday Checking/,
  );
  await choose(user, screen.getByRole('combobox', { name: /Recipient Account Type/ }), 'Savings');
  await fill(user, field(/Recipient Account Number/), '123456789');
  await fill(user, field(/Routing Number/), '021000021');
  await fill(user, field(/Recipient Name/), 'Grace Hopper');
}

/** Steps 1 and 2 done with the given amount: the page shows Review & Confirm. */
export async function reachReview(user: UserEvent, amount = '125.50'): Promise<void> {
  await fillRecipient(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Transfer Details' });
  await fill(user, field(/Amount/), amount);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Review & Confirm' });
}

/** Types the PIN and presses Confirm Transfer. */
export async function confirmWithPin(user: UserEvent, pin = '4821'): Promise<void> {
  if (pin) await fill(user, screen.getByLabelText(/Transfer PIN/), pin);
  await user.click(screen.getByRole('button', { name: 'Confirm Transfer' }));
}
