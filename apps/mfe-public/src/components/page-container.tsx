import { Container, type ContainerProps } from '@mui/material';

/** The padded column of a content page (the landing page lays out its own full-width sections). */
export function PageContainer({
  maxWidth = 'md',
  children,
}: {
  maxWidth?: ContainerProps['maxWidth'];
  children: ContainerProps['children'];
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      {children}
    </Container>
  );
}
