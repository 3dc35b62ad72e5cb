import type { BillerDirectoryEntry } from '@vaultline/contracts';

/**
 * The demo bank's billers directory: made-up companies, each paid at a made-up account at a bank
 * whose routing number passes the ABA check. An operator lists its real billers (from its bill-pay
 * provider) in the content file's `billers`. On the demo's simulated ACH network a payment whose
 * reference ends in 0002 comes back (R02: the biller closed that account).
 */
export const DEMO_BILLERS: BillerDirectoryEntry[] = [
  {
    id: 'brightwater-power',
    name: 'Brightwater Power & Light',
    category: 'utilities',
    referenceLabel: 'Account number',
    referencePattern: '[0-9]{10}',
    referenceExample: '4410023378',
    referenceHint: '10 digits, at the top right of your electricity bill.',
    routingNumber: '071000013',
    accountNumber: '50021001',
  },
  {
    id: 'cedar-valley-water',
    name: 'Cedar Valley Water',
    category: 'utilities',
    referenceLabel: 'Customer number',
    referencePattern: 'CV-[0-9]{6}',
    referenceExample: 'CV-104233',
    referenceHint: '"CV-" and 6 digits, under your name on the water bill.',
    routingNumber: '121000248',
    accountNumber: '70004455',
  },
  {
    id: 'northstar-card',
    name: 'Northstar Card Services',
    category: 'credit_card',
    referenceLabel: 'Card account number',
    referencePattern: '[0-9]{12}',
    referenceExample: '601100443312',
    referenceHint: '12 digits on your card statement (not the number on the card itself).',
    routingNumber: '061000159',
    accountNumber: '88120006',
  },
  {
    id: 'relay-mobile',
    name: 'Relay Mobile',
    category: 'phone',
    referenceLabel: 'Account number',
    referencePattern: '[0-9]{9}',
    referenceExample: '300145566',
    referenceHint: '9 digits, on your monthly phone bill.',
    routingNumber: '044000011',
    accountNumber: '31400029',
  },
  {
    id: 'harborline-insurance',
    name: 'Harborline Insurance',
    category: 'insurance',
    referenceLabel: 'Policy number',
    referencePattern: 'HL[0-9]{8}',
    referenceExample: 'HL20441837',
    referenceHint: '"HL" and 8 digits, on your policy documents.',
    routingNumber: '111000025',
    accountNumber: '62000418',
  },
];
