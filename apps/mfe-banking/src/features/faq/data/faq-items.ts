import { ACCOUNT_TYPE_LABELS, OPENABLE_ACCOUNT_TYPES } from '@vaultline/contracts';

/** "Checking, Savings or Business": the types a customer can open today, nothing more. */
const OPENABLE = new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(
  OPENABLE_ACCOUNT_TYPES.map((type) => ACCOUNT_TYPE_LABELS[type]),
);

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * The eight questions of the spec with its figures. No deposit-insurance claim: the bank states
 * one only when the operator configures it (PRODUCT.md), so the safety answer describes the ledger
 * and points to support for insurance details.
 */
export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'open-account',
    question: 'How do I open a new account?',
    answer:
      `Go to My Accounts and choose Open New Account. Pick the account type (${OPENABLE}), ` +
      'give it a name, and the account is active as soon as it is created.',
  },
  {
    id: 'limits',
    question: 'What are the transaction limits?',
    answer:
      'Standard customers can send up to $10,000 per day and premium customers up to $50,000 per day. The Transfer page shows your own daily limit and how much of it is left today.',
  },
  {
    id: 'transfer-times',
    question: 'How long do transfers take?',
    answer:
      'Transfers between Vaultline accounts arrive instantly. A transfer to another bank arrives ' +
      'once the other bank has settled it: the transfer form tells you how long that takes before ' +
      'you confirm. International transfers are coming soon.',
  },
  {
    id: 'safety',
    question: 'Is my money safe?',
    answer:
      'Every movement of money is recorded in a double-entry ledger: each transfer is a balanced pair of entries that is never edited or deleted, so your balance can always be traced back to its history. Transfers need your PIN, and you can protect sign-in with two-factor authentication. For details about deposit insurance, please ask our support team.',
  },
  {
    id: 'recurring',
    question: 'Can I set up recurring transfers?',
    answer:
      'Yes. On the Transfer page choose Recurring Transfer, then weekly, bi-weekly or monthly, a start date and an optional end date. You can see and cancel your scheduled transfers under Recurring Payments.',
  },
  {
    id: 'password',
    question: 'How do I reset my password?',
    answer:
      'If you know your current password, change it in Settings under Security. If you forgot it, choose "Forgot password" on the sign-in page and we will email you a reset link. Reset links expire after 24 hours.',
  },
  {
    id: 'fees',
    question: 'Are there any monthly fees?',
    answer: 'No. Vaultline charges no fees: no account, transfer or service costs anything.',
  },
  {
    id: 'contact',
    question: 'How do I contact customer support?',
    answer:
      'Send us a request from the Contact Support page, any time. Our team replies in the ' +
      'request itself, and we let you know by notification (and by email, if you keep email ' +
      'notices on). You can answer there too.',
  },
];
