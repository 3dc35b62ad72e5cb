import AccountBalance from '@mui/icons-material/AccountBalance';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import Forum from '@mui/icons-material/ForumOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import History from '@mui/icons-material/History';
import Insights from '@mui/icons-material/Insights';
import Payments from '@mui/icons-material/Payments';
import RateReview from '@mui/icons-material/RateReviewOutlined';
import RequestQuote from '@mui/icons-material/RequestQuote';
import RocketLaunch from '@mui/icons-material/RocketLaunchOutlined';
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
  inbox: Forum,
  review: RateReview,
  approvals: FactCheck,
  audit: History,
  releases: RocketLaunch,
} as const;

export function NavIcon({ name }: { name: NavIconName }) {
  const Icon = ICONS[name];
  return <Icon fontSize="small" />;
}
