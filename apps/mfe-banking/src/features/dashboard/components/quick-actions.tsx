import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AddCardOutlinedIcon from '@mui/icons-material/AddCardOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { Box, ButtonBase, Grid, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '@vaultline/ui';
import { ComingSoonDialog } from '../../../components/coming-soon-dialog';
import { paths } from '../../../config/paths';

const TILE_SX = {
  width: '100%',
  p: 2,
  gap: 1,
  flexDirection: 'column',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

function TileContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
        {icon}
      </Box>
      <Typography sx={{ fontWeight: 500 }}>{label}</Typography>
    </>
  );
}

type Soon = 'request' | null;

const SOON_TEXT = {
  request: {
    title: 'Request Money is coming soon',
    text: "Asking someone to pay you isn't available online yet. Until it is, share your account and routing number from your account's details page.",
  },
} as const;

/**
 * Send Money goes to the transfer page, Add Money to money in from a linked bank, Deposit to a
 * check deposit; Request Money says honestly that it is not there yet.
 */
export function QuickActions() {
  const [soon, setSoon] = useState<Soon>(null);
  return (
    <SectionCard title="Quick Actions">
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, sm: 3, lg: 6 }}>
          <ButtonBase component={RouterLink} to={paths.transfer} sx={TILE_SX}>
            <TileContent icon={<SendOutlinedIcon />} label="Send Money" />
          </ButtonBase>
        </Grid>
        <Grid size={{ xs: 6, sm: 3, lg: 6 }}>
          <ButtonBase component={RouterLink} to={paths.addMoney} sx={TILE_SX}>
            <TileContent icon={<AddCardOutlinedIcon />} label="Add Money" />
          </ButtonBase>
        </Grid>
        <Grid size={{ xs: 6, sm: 3, lg: 6 }}>
          <ButtonBase onClick={() => setSoon('request')} sx={TILE_SX}>
            <TileContent icon={<RequestQuoteOutlinedIcon />} label="Request Money" />
          </ButtonBase>
        </Grid>
        <Grid size={{ xs: 6, sm: 3, lg: 6 }}>
          <ButtonBase component={RouterLink} to={paths.depositCheck} sx={TILE_SX}>
            <TileContent icon={<AccountBalanceOutlinedIcon />} label="Deposit" />
          </ButtonBase>
        </Grid>
      </Grid>
      <ComingSoonDialog
        open={soon !== null}
        title={soon ? SOON_TEXT[soon].title : ''}
        text={soon ? SOON_TEXT[soon].text : ''}
        onClose={() => setSoon(null)}
      />
    </SectionCard>
  );
}
