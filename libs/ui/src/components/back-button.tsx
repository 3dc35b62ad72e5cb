import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LinkButton } from './link-button';

/** "Back" to a fixed place (spec: account pages go back to /accounts, settings to /dashboard). */
export function BackButton({ to, label = 'Back' }: { to: string; label?: string }) {
  return (
    <LinkButton to={to} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {label}
    </LinkButton>
  );
}
