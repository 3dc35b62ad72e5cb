import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tab,
  Tabs,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { PrivacyContent } from '../../../components/legal/privacy-content';
import { TermsContent } from '../../../components/legal/terms-content';

export type LegalTab = 'terms' | 'privacy';

interface TermsDialogProps {
  open: boolean;
  tab: LegalTab;
  onTabChange(tab: LegalTab): void;
  onClose(): void;
  onAccept(): void;
}

/** The Terms of Service and the Privacy Policy in two tabs, with "I Agree". */
export function TermsDialog({ open, tab, onTabChange, onClose, onAccept }: TermsDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="terms-dialog-title"
    >
      <DialogTitle id="terms-dialog-title">Terms and Privacy</DialogTitle>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: LegalTab) => onTabChange(value)}
          aria-label="Terms and privacy"
          variant="fullWidth"
        >
          <Tab
            value="terms"
            label="Terms of Service"
            id="legal-tab-terms"
            aria-controls="legal-panel"
          />
          <Tab
            value="privacy"
            label="Privacy Policy"
            id="legal-tab-privacy"
            aria-controls="legal-panel"
          />
        </Tabs>
      </Box>
      <DialogContent
        id="legal-panel"
        role="tabpanel"
        aria-labelledby={`legal-tab-${tab}`}
        tabIndex={0}
      >
        {tab === 'terms' ? <TermsContent level="h3" /> : <PrivacyContent level="h3" />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={onAccept}>
          I Agree
        </Button>
      </DialogActions>
    </Dialog>
  );
}
