import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What an MUI TextField needs from a react-hook-form field: the registration (the ref on the
 * input itself, not the wrapper) and the field's error as `error` and `helperText`; `hint` shows
 * while the field is valid.
 */
export function fieldProps<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: FieldPath<T>,
  hint?: string,
) {
  const { ref, ...registration } = form.register(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return {
    ...registration,
    inputRef: ref,
    error: message !== undefined,
    helperText: message ?? hint,
  };
}
