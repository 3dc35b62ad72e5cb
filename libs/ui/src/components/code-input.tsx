import { Box, InputBase, Typography, type SxProps, type Theme } from '@mui/material';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH } from '@vaultline/contracts';

interface CodeInputProps {
  /** Names the group of boxes, e.g. "Verification code". */
  label: string;
  /** Called with the digits entered so far; six of them means the code is complete. */
  onChange(code: string): void;
  disabled?: boolean;
  error?: boolean;
  autoFocus?: boolean;
  /**
   * Shows the label above the boxes (it names the group either way): where a form asks for two
   * codes, each says on screen where its code comes from.
   */
  showLabel?: boolean;
}

const EMPTY: string[] = Array.from({ length: CODE_LENGTH }, () => '');

/** One digit box: large, centred, outlined in the error colour when the code was refused. */
function boxStyle(error: boolean): SxProps<Theme> {
  return {
    width: { xs: 40, sm: 48 },
    height: { xs: 48, sm: 56 },
    border: 1,
    borderColor: error ? 'error.main' : 'divider',
    borderRadius: 2,
    bgcolor: 'background.paper',
    fontSize: 24,
    fontWeight: 600,
    '& input': { textAlign: 'center', p: 0 },
    '&.Mui-focused': {
      borderColor: 'primary.main',
      boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}`,
    },
  };
}

function digitsOf(text: string): string[] {
  return text.replace(/\D/g, '').split('');
}

/** The six digits and the keyboard, paste and autofill handling that moves between the boxes. */
function useCodeDigits(onChange: (code: string) => void) {
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const update = (next: string[]) => {
    setDigits(next);
    onChange(next.join(''));
  };

  /** Writes digits from box `start` on; returns the box after the last one written. */
  const fillFrom = (start: number, incoming: string[]) => {
    const next = [...digits];
    const count = Math.min(incoming.length, CODE_LENGTH - start);
    for (let offset = 0; offset < count; offset += 1) next[start + offset] = incoming[offset];
    update(next);
    return start + count;
  };

  const handleChange = (index: number, raw: string) => {
    const typed = digitsOf(raw);
    if (typed.length === 0) {
      // Deleted, or a non-digit was typed: the box is empty.
      update(digits.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    if (typed.length === 2 && digits[index]) {
      // Typed into a box that already had a digit: keep the new one.
      const previous = typed.indexOf(digits[index]);
      const fresh = previous === 0 ? typed[1] : typed[0];
      fillFrom(index, [fresh]);
      focusBox(index + 1);
      return;
    }
    // One digit typed, or several at once (autofill): fill forward.
    focusBox(fillFrom(index, typed));
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOf(event.clipboardData.getData('text'));
    if (pasted.length === 0) return;
    // A whole code fills every box, wherever it is pasted.
    const start = pasted.length >= CODE_LENGTH ? 0 : index;
    focusBox(fillFrom(start, pasted));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      update(digits.map((digit, at) => (at === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };
  return { digits, boxes, handleChange, handlePaste, handleKeyDown };
}

/**
 * Six single-digit boxes for a one-time code: digits only, typing moves to the next box,
 * Backspace on an empty box goes back, and pasting (or the phone's autofill of) a code fills
 * every box. To clear it, give it a new `key`.
 */
export function CodeInput({
  label,
  onChange,
  disabled = false,
  error = false,
  autoFocus = false,
  showLabel = false,
}: CodeInputProps) {
  const { digits, boxes, handleChange, handlePaste, handleKeyDown } = useCodeDigits(onChange);
  const labelId = useId();
  const group = (
    <Box
      role="group"
      {...(showLabel ? { 'aria-labelledby': labelId } : { 'aria-label': label })}
      sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }}
    >
      {digits.map((digit, index) => (
        <InputBase
          key={index}
          value={digit}
          disabled={disabled}
          error={error}
          autoFocus={autoFocus && index === 0}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          onChange={(event) => handleChange(index, event.target.value)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => handlePaste(index, event)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          inputProps={{
            'aria-label': `Digit ${index + 1} of ${CODE_LENGTH}`,
            inputMode: 'numeric',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
            pattern: '[0-9]*',
          }}
          sx={boxStyle(error)}
        />
      ))}
    </Box>
  );
  if (!showLabel) return group;
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      {group}
    </Box>
  );
}
