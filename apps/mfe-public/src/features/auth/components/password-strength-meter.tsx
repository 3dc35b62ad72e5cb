import { Box, LinearProgress, Typography } from '@mui/material';
import { passwordStrength } from '../hooks/password-strength';

const MAX_SCORE = 5;

/** Spec: score 0–5; 1–2 Weak (red), 3 Medium (yellow), 4–5 Strong (green). Nothing for an empty password. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={(strength.score / MAX_SCORE) * 100}
        color={strength.color}
        aria-label="Password strength"
        aria-valuetext={`${strength.label} (${strength.score} of ${MAX_SCORE})`}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" sx={{ color: `${strength.color}.main`, fontWeight: 600 }}>
        {`Password strength: ${strength.label}`}
      </Typography>
    </Box>
  );
}
