import { Box, Typography } from '@mui/material';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface StepFrameProps {
  title: string;
  description?: ReactNode;
  /** Move keyboard focus to the heading (after the customer moved to this step). */
  focusHeading: boolean;
  children: ReactNode;
}

/** One step of the wizard: a region named by its heading, which takes focus when the step opens. */
export function StepFrame({ title, description, focusHeading, children }: StepFrameProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        ref={heading}
        id={headingId}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ fontWeight: 600, outline: 'none' }}
      >
        {title}
      </Typography>
      {description ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      ) : null}
      <Box sx={{ mt: 3 }}>{children}</Box>
    </Box>
  );
}

/** Back / Next (or other) buttons at the end of a step; full width on phones. */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        justifyContent: 'flex-end',
        gap: 1,
        mt: 3,
      }}
    >
      {children}
    </Box>
  );
}
