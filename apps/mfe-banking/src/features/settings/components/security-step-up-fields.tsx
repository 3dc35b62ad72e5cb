import { Alert, Button, Stack } from '@mui/material';
import { CodeInput, PasswordField } from '@vaultline/ui';
import { STEP_UP_CODE_LABEL } from '../../../lib/step-up';
import type { SecurityStepUp } from '../hooks/use-security-step-up';

/**
 * The security step-up inside a dialog: the password first; then what the API said, the code's
 * six boxes (labelled by where the code comes from) and, for an emailed code, a new one.
 */
export function SecurityStepUpFields({
  stepUp,
  disabled,
}: {
  stepUp: SecurityStepUp;
  /** The change the code goes with is running. */
  disabled: boolean;
}) {
  const { started } = stepUp;
  if (!started)
    return (
      <PasswordField
        label="Password"
        value={stepUp.password}
        onChange={(event) => stepUp.setPassword(event.target.value)}
        autoComplete="current-password"
        autoFocus
        fullWidth
        disabled={stepUp.pending}
        error={stepUp.error !== null}
        helperText={stepUp.error ?? 'Your account password, to confirm it is you.'}
      />
    );
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="status">
        {started.message}
      </Alert>
      <CodeInput
        key={stepUp.attempt}
        label={STEP_UP_CODE_LABEL[started.method]}
        onChange={stepUp.setCode}
        disabled={disabled || stepUp.pending}
        error={stepUp.error !== null}
        autoFocus
        showLabel
      />
      {stepUp.error ? (
        <Alert severity="error" role="alert">
          {stepUp.error}
        </Alert>
      ) : null}
      {started.method === 'email' ? (
        <Button
          onClick={() => void stepUp.sendAgain()}
          disabled={disabled || stepUp.pending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {stepUp.pending ? 'Sending...' : 'Send a new code'}
        </Button>
      ) : null}
    </Stack>
  );
}
