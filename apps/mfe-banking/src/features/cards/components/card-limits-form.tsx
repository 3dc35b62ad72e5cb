import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Grid,
  InputAdornment,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { MCC_GROUP_KEYS, MCC_GROUPS, type Card, type CardLimits } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { useCardLimitsForm, type CardLimitsForm as Form } from '../hooks/use-card-limits-form';
import type { SwitchKey } from '../lib/limits-draft';

const SWITCHES: Array<{ key: SwitchKey; label: string; hint: string }> = [
  { key: 'allowOnline', label: 'Online', hint: 'Payments on websites and in apps.' },
  {
    key: 'allowContactless',
    label: 'Contactless',
    hint: 'Tap-to-pay at a shop’s card reader.',
  },
  { key: 'allowAtm', label: 'ATM withdrawals', hint: 'Taking out cash at a cash machine.' },
  { key: 'allowAbroad', label: 'Use abroad', hint: 'Payments to merchants outside the US.' },
];

function LimitField(props: {
  form: Form;
  name: 'perTransaction' | 'daily';
  label: string;
  maximumMinor: number;
}) {
  const { form, name, label, maximumMinor } = props;
  return (
    <TextField
      label={label}
      value={form.draft[name]}
      onChange={(event) => form.edit({ [name]: event.target.value })}
      error={!!form.errors[name]}
      helperText={form.errors[name] ?? `At most ${formatUsd(maximumMinor)}, the bank's maximum.`}
      required
      disabled={form.pending}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength: 20 },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}

function ChannelSwitches({ form }: { form: Form }) {
  return (
    <FormControl component="fieldset" disabled={form.pending}>
      <FormLabel component="legend">Where the card works</FormLabel>
      <FormGroup>
        {SWITCHES.map(({ key, label, hint }) => (
          <FormControlLabel
            key={key}
            sx={{ alignItems: 'flex-start', my: 0.5 }}
            control={
              <Switch
                checked={form.draft[key]}
                onChange={(_event, checked) => form.edit({ [key]: checked })}
              />
            }
            label={
              <>
                <Typography sx={{ mt: 1 }}>{label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {hint}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

function BlockedCategories({ form }: { form: Form }) {
  return (
    <FormControl component="fieldset" disabled={form.pending}>
      <FormLabel component="legend">Block payments to these kinds of merchants</FormLabel>
      <FormGroup>
        {MCC_GROUP_KEYS.map((group) => (
          <FormControlLabel
            key={group}
            control={
              <Checkbox
                checked={form.draft.blockedGroups.includes(group)}
                onChange={(event) => form.setBlocked(group, event.target.checked)}
              />
            }
            label={MCC_GROUPS[group].label}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/** One card's limits (in dollars) and controls; Save sends only what changed. */
export function CardLimitsForm({ card, limits }: { card: Card; limits: CardLimits }) {
  const form = useCardLimitsForm(card, limits);
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Card limits and controls"
      spacing={3}
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <LimitField
            form={form}
            name="perTransaction"
            label="Per-transaction limit"
            maximumMinor={limits.maxPerTransactionMinor}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <LimitField
            form={form}
            name="daily"
            label="Daily limit"
            maximumMinor={limits.maxDailyMinor}
          />
        </Grid>
      </Grid>
      <ChannelSwitches form={form} />
      <BlockedCategories form={form} />
      {form.refusal ? <Alert severity="error">{form.refusal}</Alert> : null}
      {form.unchanged ? (
        <Alert severity="info">Nothing has changed, so there is nothing to save.</Alert>
      ) : null}
      <div>
        <Button
          type="submit"
          variant="contained"
          disabled={form.pending}
          startIcon={form.pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {form.pending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </Stack>
  );
}
