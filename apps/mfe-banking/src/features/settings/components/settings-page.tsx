import { Box, Stack, Tab, Tabs } from '@mui/material';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@vaultline/session';
import { BackButton, PageHeading } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { useAuthenticator } from '../api/get-authenticator';
import { useSessions } from '../api/get-sessions';
import { AuthenticatorCard } from './authenticator-card';
import { ResetPasswordCard } from './reset-password-card';
import { ResetPinCard } from './reset-pin-card';
import { SecurityActivityCard } from './security-activity-card';
import { SessionsCard } from './sessions-card';
import { SettingsAccountsCard } from './settings-accounts-card';
import { TwoFactorCard } from './two-factor-card';

type SettingsTab = 'accounts' | 'security';
const TAB_PARAM = 'tab';

function SecurityTab() {
  const twoFactor = useSession((state) => state.user?.twoFactorEnabled ?? false);
  const sessions = useSessions();
  const authenticator = useAuthenticator();
  return (
    <Stack spacing={3}>
      <TwoFactorCard enabled={twoFactor} appOn={authenticator.data?.enabled} />
      <AuthenticatorCard status={authenticator} emailCodes={twoFactor} />
      <ResetPasswordCard />
      <SessionsCard sessions={sessions} />
      <SecurityActivityCard />
    </Stack>
  );
}

function AccountsTab() {
  return (
    <Stack spacing={3}>
      <SettingsAccountsCard />
      <ResetPinCard />
    </Stack>
  );
}

/** Settings: Accounts (default) and Security tabs; the tab is kept in the address (?tab=security). */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab: SettingsTab = params.get(TAB_PARAM) === 'security' ? 'security' : 'accounts';
  const id = useId();
  const select = (next: SettingsTab) =>
    setParams(next === 'accounts' ? {} : { [TAB_PARAM]: next }, { replace: true });

  return (
    <>
      <BackButton to={paths.dashboard} label="Back to Dashboard" />
      <PageHeading
        title="Settings"
        subtitle="Manage your accounts, transfer PIN, password and sign-ins."
      />
      <Tabs
        value={tab}
        onChange={(_event, next: SettingsTab) => select(next)}
        aria-label="Settings sections"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          label="Accounts"
          value="accounts"
          id={`${id}-accounts-tab`}
          aria-controls={`${id}-panel`}
        />
        <Tab
          label="Security"
          value="security"
          id={`${id}-security-tab`}
          aria-controls={`${id}-panel`}
        />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'accounts' ? <AccountsTab /> : <SecurityTab />}
      </Box>
    </>
  );
}
