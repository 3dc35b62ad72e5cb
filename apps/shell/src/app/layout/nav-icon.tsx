import AccountBalance from '@mui/icons-material/AccountBalance';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import Insights from '@mui/icons-material/Insights';
import Payments from '@mui/icons-material/Payments';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Settings from '@mui/icons-material/Settings';
import SupportAgent from '@mui/icons-material/SupportAgent';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { NavIcon as NavIconName } from './nav-items';

const ICONS = {
  dashboard: Dashboard,
  accounts: AccountBalance,
  insights: Insights,
  transfers: SwapHoriz,
  payments: Payments,
  cards: CreditCard,
  loans: RequestQuote,
  investments: TrendingUp,
  settings: Settings,
  support: SupportAgent,
  faq: HelpOutline,
  admin: AdminPanelSettings,
} as const;

export function NavIcon({ name }: { name: NavIconName }) {
  const Icon = ICONS[name];
  return <Icon fontSize="small" />;
}
