import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';

/** The centred card of the sign-in, sign-up and code pages, with the page's one h1. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer maxWidth="sm">
      <Card variant="outlined" sx={{ borderRadius: 4 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          ) : null}
          {children}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
