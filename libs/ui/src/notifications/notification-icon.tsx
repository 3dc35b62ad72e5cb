import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DevicesIcon from '@mui/icons-material/Devices';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import type { ReactElement } from 'react';
import type { NotificationKind } from '@vaultline/contracts';

const ICONS: Record<NotificationKind, ReactElement> = {
  transfer_sent: <CallMadeIcon />,
  transfer_received: <CallReceivedIcon />,
  transfer_held: <HourglassEmptyIcon />,
  transfer_approved: <CheckCircleOutlineIcon />,
  transfer_rejected: <HighlightOffIcon />,
  transfer_returned: <UndoIcon />,
  new_device_sign_in: <DevicesIcon />,
  password_changed: <LockOutlinedIcon />,
  pin_changed: <LockOutlinedIcon />,
  email_changed: <LockOutlinedIcon />,
  two_factor_changed: <LockOutlinedIcon />,
  micro_deposits_sent: <HourglassEmptyIcon />,
  external_account_verified: <CheckCircleOutlineIcon />,
  money_available: <CallReceivedIcon />,
  ach_returned: <UndoIcon />,
  check_approved: <CheckCircleOutlineIcon />,
  check_needs_image: <HourglassEmptyIcon />,
  check_rejected: <HighlightOffIcon />,
  check_returned: <UndoIcon />,
  bill_paid: <CallMadeIcon />,
  bill_failed: <HighlightOffIcon />,
  bill_reminder: <HourglassEmptyIcon />,
  card_declined: <HighlightOffIcon />,
  card_large_payment: <CreditCardIcon />,
  card_changed: <CreditCardIcon />,
  dispute_filed: <HourglassEmptyIcon />,
  dispute_update: <CheckCircleOutlineIcon />,
  dispute_escalated: <HourglassEmptyIcon />,
  support_received: <ForumOutlinedIcon />,
  support_reply: <ForumOutlinedIcon />,
  sessions_ended: <LockOutlinedIcon />,
};

/** A notification's icon by what it is about (decorative: the title says it). */
export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  return ICONS[kind];
}
