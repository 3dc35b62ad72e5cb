import { PinSchema } from '@vaultline/contracts';

export interface PinProblem {
  title: string;
  description: string;
}

/** Spec §5 step 3, checked in the browser only for instant feedback (the server checks the PIN itself). */
export function pinProblem(pin: string): PinProblem | null {
  if (pin === '')
    return { title: 'Missing PIN', description: 'Please enter your 4-digit transfer PIN.' };
  if (!PinSchema.safeParse(pin).success)
    return { title: 'Invalid PIN Format', description: 'PIN must be exactly 4 numeric digits.' };
  return null;
}
