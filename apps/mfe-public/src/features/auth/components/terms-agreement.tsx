import { Box, Checkbox, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { type MouseEvent } from 'react';
import { type LegalTab } from './terms-dialog';

interface TermsAgreementProps {
  accepted: boolean;
  onAcceptedChange(accepted: boolean): void;
  /** Opens the terms dialog on the given tab. */
  onOpen(tab: LegalTab): void;
}

/** The "I agree to the Terms of Service and the Privacy Policy" checkbox, its links opening the dialog. */
export function TermsAgreement({ accepted, onAcceptedChange, onOpen }: TermsAgreementProps) {
  const openDialog = (tab: LegalTab) => (event: MouseEvent) => {
    // The links sit in the checkbox's label: open the dialog without ticking the box.
    event.preventDefault();
    event.stopPropagation();
    onOpen(tab);
  };

  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={accepted}
            onChange={(event) => onAcceptedChange(event.target.checked)}
            required
          />
        }
        label={
          <>
            I agree to the{' '}
            <Link
              component="button"
              type="button"
              onClick={openDialog('terms')}
              sx={{ verticalAlign: 'baseline' }}
            >
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link
              component="button"
              type="button"
              onClick={openDialog('privacy')}
              sx={{ verticalAlign: 'baseline' }}
            >
              Privacy Policy
            </Link>
          </>
        }
      />
      {!accepted ? (
        <FormHelperText>You need to accept the terms to create an account.</FormHelperText>
      ) : null}
    </Box>
  );
}
