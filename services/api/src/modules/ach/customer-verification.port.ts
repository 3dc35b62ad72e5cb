/**
 * What the ach module asks of know-your-customer: whether a customer may move money to and from
 * other banks. Bound in AchModule to the kyc module's service.
 */
export interface CustomerVerificationPort {
  isVerified(userId: string): Promise<boolean>;
  /** Errors: KYC_NOT_VERIFIED (403), in the customer's words. */
  assertVerified(userId: string): Promise<void>;
}

export const CUSTOMER_VERIFICATION = Symbol('CUSTOMER_VERIFICATION');

/** Why money cannot move to and from other banks yet, for the screens. */
export const NOT_VERIFIED_REASON =
  'Verify your identity before moving money to or from other banks: a bank must know who its customers are before money comes in from outside (US customer identification rules). Until then you can move money between your own accounts and receive it from other Vaultline customers.';
