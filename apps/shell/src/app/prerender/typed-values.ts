// What a visitor typed into a page drawn at build time before the app took it over: the app's
// first render replaces those fields with its own (same order, same types), so the values and
// the focus are carried across instead of being lost.

const FIELDS = 'input, textarea, select';
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface TypedValue {
  /** The field's place among the page's fields. */
  index: number;
  type: string;
  value: string;
  checked: boolean;
}

export interface TypedState {
  values: TypedValue[];
  /** The field that had the focus, by place. */
  focused: number | null;
}

function fieldsOf(root: HTMLElement): Field[] {
  return Array.from(root.querySelectorAll<Field>(FIELDS));
}

function changed(field: Field): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field instanceof HTMLSelectElement
    ? field.selectedIndex > 0
    : field.value !== field.defaultValue;
}

export function captureTypedState(root: HTMLElement): TypedState {
  const fields = fieldsOf(root);
  const values = fields.flatMap((field, index) =>
    changed(field)
      ? [
          {
            index,
            type: field.type,
            value: field.value,
            checked: 'checked' in field && field.checked,
          },
        ]
      : [],
  );
  const focused = fields.findIndex((field) => field === document.activeElement);
  return { values, focused: focused >= 0 ? focused : null };
}

/** Sets a value the way typing does, so the app's controlled field hears about it. */
function typeInto(field: Field, value: TypedValue): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== value.checked) field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value.value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

export function restoreTypedState(root: HTMLElement, state: TypedState): void {
  const fields = fieldsOf(root);
  for (const value of state.values) {
    const field = fields[value.index];
    if (field && field.type === value.type) typeInto(field, value);
  }
  if (state.focused !== null) fields[state.focused]?.focus();
}
