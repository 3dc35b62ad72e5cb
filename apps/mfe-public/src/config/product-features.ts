import AnalyticsOutlined from '@mui/icons-material/AnalyticsOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

export interface ProductFeature {
  id: string;
  title: string;
  summary: string;
  icon: ComponentType<SvgIconProps>;
}

export interface CoreFeature extends ProductFeature {
  details: string[];
}

export interface ExtraFeature extends ProductFeature {
  /** Not built yet: shown with a "Coming soon" chip (PRODUCT: every statement is true). */
  comingSoon: boolean;
}

/** The four features of the landing page and the features page. Every line describes what Vaultline does. */
export const CORE_FEATURES: CoreFeature[] = [
  {
    id: 'secure-banking',
    title: 'Secure Banking',
    summary: 'Encrypted connections, two-factor sign-in and extra checks on risky transfers.',
    icon: SecurityOutlined,
    details: [
      'Every page and request travels over an encrypted connection',
      'Two-factor sign-in with a code sent to your email',
      'One-time codes and staff reviews for risky transfers',
      'Your password is stored only as an argon2 hash',
    ],
  },
  {
    id: 'mobile-banking',
    title: 'Mobile Banking',
    summary: 'Every screen works in your phone’s browser: nothing to install.',
    icon: PhoneIphoneOutlined,
    details: [
      'Layouts made for phones, tablets and desktops',
      'Light and dark mode',
      'Usable with a keyboard and a screen reader',
    ],
  },
  {
    id: 'digital-payments',
    title: 'Digital Payments',
    summary: 'Send money between your accounts and to other banks, now or on a schedule.',
    icon: PaymentsOutlined,
    details: [
      'Immediate, scheduled and recurring transfers (weekly, bi-weekly or monthly)',
      'A saved list of payees',
      'A transfer PIN protects every payment you send',
    ],
  },
  {
    id: 'analytics',
    title: 'Analytics',
    summary: 'See where your money goes, month by month.',
    icon: AnalyticsOutlined,
    details: [
      'Spending charts by category',
      'Monthly statements as PDF and CSV',
      'Full transaction history with search, filters and sorting',
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
    comingSoon: false,
  },
  {
    id: 'speed',
    title: 'Fast transfers',
    summary:
      'Money sent between Vaultline accounts posts the moment you confirm, unless it is held for review.',
    icon: BoltOutlined,
    comingSoon: false,
  },
  {
    id: 'multi-currency',
    title: 'Global multi-currency',
    summary:
      'Hold, send and receive money in several currencies. Today every account is in US dollars.',
    icon: CurrencyExchangeOutlined,
    comingSoon: true,
  },
  {
    id: 'support',
    title: 'Support requests 24/7',
    summary:
      'Send a support request any time, day or night; every request is kept and answered by our team.',
    icon: SupportAgentOutlined,
    comingSoon: false,
  },
  {
    id: 'open-source',
    title: 'Open source',
    summary:
      'Vaultline’s code is public under the AGPL-3.0 licence, so anyone can check how it works.',
    icon: CodeOutlined,
    comingSoon: false,
  },
  {
    id: 'joint-accounts',
    title: 'Joint accounts',
    summary: 'Share an account with several people, each with the permissions you choose.',
    icon: GroupsOutlined,
    comingSoon: true,
  },
];
