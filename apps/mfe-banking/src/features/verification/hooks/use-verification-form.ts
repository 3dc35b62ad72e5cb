import { useState } from 'react';
import type { z } from 'zod';
import {
  isAdultOn,
  KycErrorCode,
  SubmitVerificationRequestSchema,
  type SubmitVerificationRequest,
  type UsStateCode,
} from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { useSubmitVerification } from '../../../api/verification';

export type VerificationFields = {
  dateOfBirth: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  taxId: string;
};

const EMPTY: VerificationFields = {
  dateOfBirth: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  taxId: '',
};

/** "123456789" as typed so far → "123-45-6789": the dashes come by themselves. */
export function formatTaxId(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 9);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-');
}

/** The body as typed; the schema (here, then on the server) says what is wrong with it. */
function requestOf(fields: VerificationFields): SubmitVerificationRequest {
  const { dateOfBirth, taxId, ...address } = fields;
  return { dateOfBirth, taxId, address: { ...address, state: address.state as UsStateCode } };
}

/** Issue paths (address.state) → the form's field names (state). */
function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[] | string; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const field = String(path.at(-1) ?? '');
    errors[field === 'address' ? 'line1' : field] ??= issue.message;
  }
  return errors;
}

/** Checks before asking the server (it checks again, by its own date). */
function check(fields: VerificationFields): Record<string, string> {
  const parsed = SubmitVerificationRequestSchema.safeParse(requestOf(fields));
  const errors = parsed.success ? {} : errorsOf((parsed.error as z.ZodError).issues);
  const today = new Date().toISOString().slice(0, 10);
  if (!errors.dateOfBirth && fields.dateOfBirth && !isAdultOn(fields.dateOfBirth, today))
    errors.dateOfBirth = 'You must be 18 or older';
  return errors;
}

/** The form's values, its field errors (ours, then the server's), and the one submission. */
export function useVerificationForm() {
  const submit = useSubmitVerification();
  const [fields, setFields] = useState<VerificationFields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = (key: keyof VerificationFields, value: string) => {
    setFields((current) => ({ ...current, [key]: key === 'taxId' ? formatTaxId(value) : value }));
    setErrors((current) => ({ ...current, [key]: '' }));
    setRefusal(null);
  };
  const send = async () => {
    const found = check(fields);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const result = await submit.mutate(requestOf(fields));
    if (!result.ok) {
      const details = Array.isArray(result.error.details) ? result.error.details : [];
      if (details.length > 0)
        setErrors(errorsOf(details as Array<{ path: string; message: string }>));
      if (result.error.code === KycErrorCode.UNDER_18)
        setErrors({ dateOfBirth: result.error.message });
      setRefusal(result.error.message);
      return;
    }
    setFields(EMPTY);
    const verified = result.data.status === 'verified';
    toast({
      title: verified ? 'Identity Verified' : 'Sent for Review',
      description: verified
        ? 'You can now move money to and from other banks.'
        : 'We will email you when our team has reviewed it.',
      severity: verified ? 'success' : 'info',
    });
  };
  return { fields, errors, refusal, change, send, sending: submit.isPending };
}
