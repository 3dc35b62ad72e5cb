import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Card,
  CardContent,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { LinkButton, PageHeading } from '@vaultline/ui';
import { useSupportContacts } from '../../../api/get-support-contacts';
import { paths } from '../../../config/paths';
import { FAQ_ITEMS } from '../data/faq-items';

function StillHaveQuestions() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="faq-more">
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          gap: 2,
          p: 3,
        }}
      >
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 40 } }}>
          <SupportAgentOutlinedIcon />
        </Box>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="faq-more" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            Still have questions?
          </Typography>
          <Typography color="text.secondary">
            Send us a request any time; our team replies in the request itself.
          </Typography>
          <OperatorContacts />
        </Box>
        <LinkButton to={paths.support} variant="contained">
          Contact Support
        </LinkButton>
      </CardContent>
    </Card>
  );
}

/** The operator's support email and phone, when set (operator content, never invented here). */
function OperatorContacts() {
  const contacts = useSupportContacts();
  const { email, phone } = contacts.data ?? { email: null, phone: null };
  if (!email && !phone) return null;
  return (
    <Typography color="text.secondary">
      {email ? (
        <>
          Email <Link href={`mailto:${email}`}>{email}</Link>
        </>
      ) : null}
      {email && phone ? ' · ' : null}
      {phone ? `Call ${phone}` : null}
    </Typography>
  );
}

/** FAQ: one answer open at a time; the open one closes again when clicked. */
export function FaqPage() {
  const [open, setOpen] = useState<string | false>(false);
  return (
    <>
      <PageHeading
        title="Frequently Asked Questions"
        subtitle="Quick answers about accounts, transfers, security and fees."
      />
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        <Box>
          {FAQ_ITEMS.map((item) => (
            <Accordion
              key={item.id}
              expanded={open === item.id}
              onChange={(_event, expanded) => setOpen(expanded ? item.id : false)}
              disableGutters
              variant="outlined"
              slotProps={{ heading: { component: 'h2' } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id={`faq-${item.id}-question`}
                aria-controls={`faq-${item.id}-answer`}
              >
                <Typography sx={{ fontWeight: 500 }}>{item.question}</Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${item.id}-answer`}>
                <Typography color="text.secondary">{item.answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
        <StillHaveQuestions />
      </Stack>
    </>
  );
}
