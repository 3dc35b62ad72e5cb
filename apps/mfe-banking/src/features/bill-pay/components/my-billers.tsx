import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { Biller, CustomerBiller } from '@vaultline/contracts';
import { EmptyState } from '@vaultline/ui';
import { AddBillerDialog, CATEGORY_LABELS } from './add-biller-dialog';
import { RemoveBillerDialog } from './remove-biller-dialog';

/** The billers the customer added, and the button that adds one (not before identity is verified). */
export function MyBillers(props: {
  billers: CustomerBiller[];
  directory: Biller[];
  canAdd: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CustomerBiller | null>(null);
  const add = (
    <Button variant="contained" onClick={() => setAdding(true)} disabled={!props.canAdd}>
      Add a Biller
    </Button>
  );
  return (
    <Stack spacing={2}>
      {props.billers.length === 0 ? (
        <EmptyState
          text="No billers yet. Add the companies you pay: utilities, cards, phone, insurance."
          action={add}
        />
      ) : (
        <>
          <Box component="ul" aria-label="Your billers" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {props.billers.map((biller) => (
              <Box
                component="li"
                key={biller.id}
                sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}
              >
                <Typography sx={{ fontWeight: 600 }}>
                  {biller.nickname ?? biller.billerName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${CATEGORY_LABELS[biller.category]} · account •••• ${biller.referenceLast4}`}
                </Typography>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setRemoving(biller)}
                  aria-label={`Remove ${biller.nickname ?? biller.billerName}`}
                >
                  Remove
                </Button>
              </Box>
            ))}
          </Box>
          <Box>{add}</Box>
        </>
      )}
      {removing ? <RemoveBillerDialog biller={removing} onClose={() => setRemoving(null)} /> : null}
      {adding ? (
        <AddBillerDialog open directory={props.directory} onClose={() => setAdding(false)} />
      ) : null}
    </Stack>
  );
}
