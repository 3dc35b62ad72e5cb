import { DialogContentText, Stack } from '@mui/material';
import { toast } from '@vaultline/session';
import { NEW_BROWSER_RULE } from '../../../lib/step-up';
import { useSetTwoFactor } from '../api/set-two-factor';
import { useSecurityStepUp } from '../hooks/use-security-step-up';
import { AuthenticatorDialog, SubmitButton } from './authenticator-dialog';
import { SecurityStepUpFields } from './security-step-up-fields';

/**
 * Turning "always ask for a code at sign-in" off: the password, then the code of the security
 * step-up, sent with the change (PUT /auth/two-factor).
 */
export function TwoFactorOffDialog({ onClose }: { onClose(): void }) {
  const stepUp = useSecurityStepUp();
  const update = useSetTwoFactor();
  const pending = stepUp.pending || update.isPending;
  const ready = stepUp.started ? stepUp.codeReady : stepUp.password !== '';
  const submit = async () => {
    if (!stepUp.started) {
      await stepUp.begin();
      return;
    }
    if (!stepUp.codeReady || update.isPending) return;
    const result = await update.mutate({ enabled: false, code: stepUp.code });
    if (!result.ok) return stepUp.refused(result.error);
    toast({
      title: 'A code on new browsers only',
      description: NEW_BROWSER_RULE,
      severity: 'success',
    });
    onClose();
  };
  return (
    <AuthenticatorDialog
      title="Stop asking for a code at every sign-in?"
      onClose={pending ? null : onClose}
      onSubmit={() => void submit()}
      actions={
        <SubmitButton
          label={stepUp.started ? 'Turn off' : 'Continue'}
          pending={pending}
          disabled={!ready}
        />
      }
    >
      <Stack spacing={2}>
        <DialogContentText>
          {NEW_BROWSER_RULE} Confirm it is you: your password, then a code we send you.
        </DialogContentText>
        <SecurityStepUpFields stepUp={stepUp} disabled={update.isPending} />
      </Stack>
    </AuthenticatorDialog>
  );
}
