import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { toast } from '@vaultline/session';

interface RecoveryCodesPanelProps {
  codes: string[];
  saved: boolean;
  onSavedChange(saved: boolean): void;
}

export const RECOVERY_CODES_FILE = 'vaultline-recovery-codes.txt';

/** The text of the .txt file and of the clipboard copy: a heading, then one code a line. */
export function recoveryCodesText(codes: string[]): string {
  return [
    'Vaultline recovery codes',
    'Each code works once, to sign in when you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

async function copyCodes(codes: string[]): Promise<void> {
  try {
    await navigator.clipboard.writeText(recoveryCodesText(codes));
    toast({
      title: 'Copied',
      description: 'The recovery codes are on your clipboard.',
      severity: 'success',
    });
  } catch {
    toast({
      title: 'Copy failed',
      description: 'Your browser did not allow copying. Use Download .txt instead.',
      severity: 'error',
    });
  }
}

/**
 * The recovery codes, shown once: the list, Copy, Download .txt, and "I have saved these codes",
 * which the dialog waits for before it closes.
 */
export function RecoveryCodesPanel({ codes, saved, onSavedChange }: RecoveryCodesPanelProps) {
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesText(codes))}`;
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Save these codes somewhere safe, apart from your phone. Each one signs you in once if you
        cannot use your authenticator app. This is the only time we show them.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          pl: 4,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 4,
          rowGap: 0.5,
          fontFamily: 'monospace',
          fontSize: 18,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copyCodes(codes)}
        >
          Copy
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          component="a"
          href={href}
          download={RECOVERY_CODES_FILE}
        >
          Download .txt
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Checkbox checked={saved} onChange={(_event, checked) => onSavedChange(checked)} />
        }
        label="I have saved these codes"
      />
      <Typography variant="body2" color="text.secondary">
        You can make new codes later in Settings, Security; the old ones then stop working.
      </Typography>
    </Stack>
  );
}
