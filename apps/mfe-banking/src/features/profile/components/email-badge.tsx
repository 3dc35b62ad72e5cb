import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Chip } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useSendEmailCode } from '@vaultline/data-access';
import { toastFailure } from '@vaultline/ui';
import { PENDING_EMAIL_KEY } from '../../../config/constants';
import { paths } from '../../../config/paths';

/** "Email Verified", or "Verify Email": sends a code and continues on /verify-otp (the public remote). */
export function EmailBadge({ email, verified }: { email: string; verified: boolean }) {
  const send = useSendEmailCode();
  const navigate = useNavigate();
  if (verified)
    return (
      <Chip
        component="span"
        size="small"
        color="success"
        icon={<VerifiedIcon />}
        label="Email Verified"
      />
    );

  const verify = async () => {
    const result = await send.mutate({ email });
    if (!result.ok)
      return toastFailure('OTP send Failed!', result.error, 'Failed to send OTP email');
    try {
      localStorage.setItem(PENDING_EMAIL_KEY, email);
    } catch {
      // Storage unavailable: the verify page then asks for the email again.
    }
    navigate(paths.verifyOtp);
  };

  return (
    <Chip
      component="button"
      size="small"
      color="error"
      variant="outlined"
      icon={<MarkEmailUnreadOutlinedIcon />}
      label={send.isPending ? 'Sending code...' : 'Verify Email'}
      onClick={() => void verify()}
      disabled={send.isPending}
    />
  );
}
