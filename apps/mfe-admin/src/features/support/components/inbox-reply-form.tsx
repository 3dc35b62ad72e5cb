import { Box, Button, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import type { AdminSupportRequest } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { AttachmentPicker } from '@vaultline/ui';
import { useCannedReplies, useReplyToRequest } from '../api/inbox';

/** The operator's canned replies (none: nothing shown); picking one fills the box to start from. */
function CannedReplyPicker({ onPick }: { onPick(body: string): void }) {
  const canned = useCannedReplies().data?.replies ?? [];
  if (canned.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      label="Start from a canned reply"
      value=""
      onChange={(event) => {
        const picked = canned[Number(event.target.value)];
        if (picked) onPick(picked.body);
      }}
    >
      {canned.map((item, index) => (
        <MenuItem key={item.title} value={String(index)}>
          {item.title}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A reply to the customer or an internal note, with files; a canned reply fills the box to start from. */
export function InboxReplyForm({ request }: { request: AdminSupportRequest }) {
  const reply = useReplyToRequest();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const closed = request.status === 'archived';
  const send = async () => {
    if (!body.trim()) return setProblem('Write the message.');
    const sent = await reply.mutate({ id: request.id, reply: { body, internal }, files });
    if (!sent.ok) return setProblem(sent.error.message);
    setBody('');
    setFiles([]);
    toast({
      title: internal ? 'Note added' : 'Reply sent',
      description: internal ? 'Only staff can see it.' : 'The customer is told.',
      severity: 'success',
    });
  };
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Reply or note"
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <CannedReplyPicker onPick={setBody} />
      <TextField
        label={internal ? 'Internal note (staff only)' : 'Reply to the customer'}
        multiline
        minRows={4}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          setProblem(null);
        }}
        error={Boolean(problem)}
        helperText={problem ?? (closed && !internal ? 'Closed: only notes can be added.' : ' ')}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <AttachmentPicker files={files} onChange={setFiles} disabled={reply.isPending} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FormControlLabel
          control={<Switch checked={internal} onChange={(e) => setInternal(e.target.checked)} />}
          label="Internal note"
        />
        <Button
          type="submit"
          variant="contained"
          disabled={reply.isPending || (closed && !internal)}
        >
          {internal ? 'Add note' : 'Send reply'}
        </Button>
      </Box>
    </Stack>
  );
}
