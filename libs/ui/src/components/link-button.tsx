import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A button that navigates (a real link: middle-click, copy address and keyboard all work). */
export function LinkButton({
  to,
  ...props
}: Omit<ButtonProps<typeof RouterLink>, 'component'> & { to: string }) {
  return <Button component={RouterLink} to={to} {...props} />;
}
