import AnalyticsOutlined from '@mui/icons-material/AnalyticsOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import type { Capability } from '@vaultline/contracts';

export interface ProductFeature {
  id: string;
  title: string;
  summary: string;
  icon: ComponentType<SvgIconProps>;
}

/** One line of a feature card; a line about something not built names its capability. */
export interface FeatureDetail {
  text: string;
  /** Shown with "Coming soon" while the capability is not available (CAPABILITIES). */
  capability?: Capability;
}

export interface CoreFeature extends ProductFeature {
  details: FeatureDetail[];
}

export interface ExtraFeature extends ProductFeature {
  /** The capability it describes, when it is one that can be missing: "Coming soon" until it exists. */
  capability?: Capability;
}

/** The four features of the landing page and the features page. Every line describes what Vaultline does. */
export const CORE_FEATURES: CoreFeature[] = [
  {
    id: 'secure-banking',
    title: 'Secure Banking',
    summary: 'Encrypted connections, two-factor sign-in and extra checks on risky transfers.',
    icon: SecurityOutlined,
    details: [
      { text: 'Every page and request travels over an encrypted connection' },
      { text: 'Two-factor sign-in with a code sent to your email' },
      { text: 'One-time codes and staff reviews for risky transfers' },
      { text: 'Your password is stored only as an argon2 hash' },
    ],
  },
  {
    id: 'mobile-banking',
    title: 'Mobile Banking',
    summary: 'Every screen works in your phone’s browser: nothing to install.',
    icon: PhoneIphoneOutlined,
    details: [
      { text: 'Layouts made for phones, tablets and desktops' },
      { text: 'Light and dark mode' },
      { text: 'Usable with a keyboard and a screen reader' },
    ],
  },
  {
    id: 'digital-payments',
    title: 'Digital Payments',
    summary: 'Send money between your accounts and to other banks, now or on a schedule.',
    icon: PaymentsOutlined,
    details: [
      { text: 'Immediate, scheduled and recurring transfers (weekly, bi-weekly or monthly)' },
      { text: 'A saved list of payees', capability: 'savedPayees' },
      { text: 'A transfer PIN protects every payment you send' },
    ],
  },
  {
    id: 'analytics',
    title: 'Analytics',
    summary:
      'Your full history, searchable; statements as PDF and CSV; spending charts by month and category.',
    icon: AnalyticsOutlined,
    details: [
      { text: 'Spending charts by month and category', capability: 'spendingInsights' },
      { text: 'Monthly statements as PDF and CSV', capability: 'statements' },
      { text: 'Full transaction history with search, filters and sorting' },
    ],
  },
];

/** The six further features of the features page. */
export const EXTRA_FEATURES: ExtraFeature[] = [
  {
    id: 'privacy',
    title: 'Privacy by design',
    summary:
      'Staff can never see your password, PIN or one-time codes: we store only hashes of them.',
    icon: VisibilityOffOutlined,
  },
  {
    id: 'speed',
    title: 'Fast transfers',
    summary:
      'Money sent between Vaultline accounts posts the moment you confirm, unless it is held for review.',
    icon: BoltOutlined,
  },
  {
    id: 'multi-currency',
    title: 'Global multi-currency',
    summary:
      'Hold, send and receive money in several currencies. Today every account is in US dollars.',
    icon: CurrencyExchangeOutlined,
    capability: 'multiCurrency',
  },
  {
    id: 'support',
    title: 'Support requests',
    summary:
      'Send a support request any time, day or night, and talk it through with our team in a ' +
      'secure conversation inside the portal.',
    icon: SupportAgentOutlined,
  },
  {
    id: 'open-source',
    title: 'Open source',
    summary:
      'Vaultline’s code is public under the AGPL-3.0 licence, so anyone can check how it works.',
    icon: CodeOutlined,
  },
  {
    id: 'joint-accounts',
    title: 'Joint accounts',
    summary: 'Share an account with several people, each with the permissions you choose.',
    icon: GroupsOutlined,
    capability: 'jointAccounts',
  },
];
