/** Spec §3: the email awaiting its verification code, kept between register and verify. */
export const PENDING_EMAIL_KEY = 'pendingEmail';

export function readPendingEmail(): string | null {
  try {
    return localStorage.getItem(PENDING_EMAIL_KEY);
  } catch {
    return null;
  }
}

export function savePendingEmail(email: string): void {
  try {
    localStorage.setItem(PENDING_EMAIL_KEY, email);
  } catch {
    // Private mode or storage full: the verify page then asks the user to register again.
  }
}

export function clearPendingEmail(): void {
  try {
    localStorage.removeItem(PENDING_EMAIL_KEY);
  } catch {
    // Nothing to clear.
  }
}
