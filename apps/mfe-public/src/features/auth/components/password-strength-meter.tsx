import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  loadStrengthEstimator,
  MAX_STRENGTH_SCORE,
  type StrengthEstimator,
} from '../lib/password-strength';

/** The estimator once it has loaded (null until then). */
function useEstimator(): StrengthEstimator | null {
  const [estimator, setEstimator] = useState<{ estimate: StrengthEstimator } | null>(null);
  useEffect(() => {
    let live = true;
    void loadStrengthEstimator().then((estimate) => live && setEstimator({ estimate }));
    return () => {
      live = false;
    };
  }, []);
  return estimator?.estimate ?? null;
}

interface MeterProps {
  password: string;
  /** What the person typed elsewhere (name, email): a password built from them is weak. */
  userInputs?: string[];
}

/**
 * How hard the password would be to guess (zxcvbn): Weak (red), Medium (yellow), Strong (green),
 * with zxcvbn's warning when it has one. Nothing for an empty password.
 */
export function PasswordStrengthMeter({ password, userInputs = [] }: MeterProps) {
  const estimate = useEstimator();
  if (!password) return null;
  if (!estimate)
    return (
      <Typography variant="caption" color="text.secondary" role="status" sx={{ mt: 1 }}>
        Checking password strength…
      </Typography>
    );
  const strength = estimate(password, userInputs.filter(Boolean));
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={((strength.score + 1) / (MAX_STRENGTH_SCORE + 1)) * 100}
        color={strength.color}
        aria-label="Password strength"
        aria-valuetext={`${strength.label} (${strength.score} of ${MAX_STRENGTH_SCORE})`}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" sx={{ color: `${strength.color}.main`, fontWeight: 600 }}>
        {`Password strength: ${strength.label}`}
      </Typography>
      {strength.warning ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {strength.warning}
        </Typography>
      ) : null}
    </Box>
  );
}
