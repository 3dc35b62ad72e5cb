import CheckCircle from '@mui/icons-material/CheckCircle';
import HttpsOutlined from '@mui/icons-material/HttpsOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import {
  Card,
  CardContent,
  Grid,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import type { LandingContentState } from '../../../api/get-landing-content';
import { LandingSection } from './landing-section';

/** Only what Vaultline really does (PRODUCT: every statement true). */
const MEASURES = [
  {
    title: 'Encrypted connections',
    text: 'Every page and every request travels over an encrypted connection.',
    icon: HttpsOutlined,
  },
  {
    title: 'Two-factor sign-in',
    text: 'Signing in on a new browser always needs a one-time code we email to you (or one from your authenticator app). Turn on “always ask” to need one at every sign-in.',
    icon: MarkEmailReadOutlined,
  },
  {
    title: 'Checks on risky transfers',
    text: 'Transfers to new recipients or above a limit need a one-time code; large ones are reviewed by our staff.',
    icon: VerifiedUserOutlined,
  },
];

export function SecuritySection({ landing }: { landing: LandingContentState }) {
  const claims = landing.status === 'success' ? landing.content.claims : [];
  const bankName = landing.status === 'success' ? landing.content.bankName : 'the bank';
  return (
    <LandingSection
      id="security"
      title="Security you can check"
      subtitle="How we protect your account and your money."
    >
      <Grid container spacing={3}>
        {MEASURES.map(({ title, text, icon: Icon }) => (
          <Grid key={title} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardContent>
                <Icon color="primary" aria-hidden sx={{ fontSize: 32, mb: 1 }} />
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {claims.length > 0 ? (
        <Card variant="outlined" sx={{ mt: 3, borderRadius: 3 }}>
          <CardContent>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {`What ${bankName} states`}
            </Typography>
            <List dense>
              {claims.map((claim) => (
                <ListItem key={claim} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <CheckCircle color="secondary" aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={claim} />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      ) : null}
    </LandingSection>
  );
}
