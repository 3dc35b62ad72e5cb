import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts text into a field the way pasting does: one input event instead of one per key, which
 * keeps form tests fast on a busy machine. Use `user.keyboard` when key-by-key behaviour matters.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
