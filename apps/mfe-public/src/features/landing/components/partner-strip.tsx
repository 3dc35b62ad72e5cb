import { Stack, Typography } from '@mui/material';
import { LandingSection } from './landing-section';

/** Partner names as plain text (spec), from the operator's content; hidden when there are none. */
export function PartnerStrip({ partners }: { partners: string[] }) {
  if (partners.length === 0) return null;
  return (
    <LandingSection id="partners" title="Our partners">
      <Stack
        component="ul"
        direction="row"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: 5,
          rowGap: 2,
        }}
      >
        {partners.map((partner) => (
          <Typography
            key={partner}
            component="li"
            variant="h6"
            color="text.secondary"
            sx={{ fontWeight: 600 }}
          >
            {partner}
          </Typography>
        ))}
      </Stack>
    </LandingSection>
  );
}
