import type { DisputeReason } from '@vaultline/contracts';

/**
 * The simulated card network's answer to a chargeback. The issuer's evidence decides it: a payment
 * the cardholder did not make, made twice or for the wrong amount is charged back (the merchant
 * cannot prove otherwise); for goods not received or a cancellation the merchant answers with
 * proof of delivery or its terms, and the network rejects the chargeback.
 */
export function chargebackAnswer(reason: DisputeReason): { accepted: boolean; message: string } {
  if (reason === 'not_recognised' || reason === 'charged_twice' || reason === 'wrong_amount')
    return {
      accepted: true,
      message: 'The network accepted the chargeback: the merchant pays it back.',
    };
  return {
    accepted: false,
    message:
      'The network rejected the chargeback: the merchant sent proof of delivery or of its cancellation terms.',
  };
}
