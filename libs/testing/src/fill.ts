import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts text into a field the way pasting does: one input event instead of one per key, which
 * keeps form tests fast. Use `user.keyboard` when key-by-key behaviour matters.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** Opens an MUI select and picks an option by its visible name. */
export async function choose(
  user: UserEvent,
  combobox: HTMLElement,
  option: string | RegExp,
): Promise<void> {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}
