import { z } from 'zod';
import { CardChannelSchema } from './cards';
import { AmountMinorSchema } from './money';

/**
 * The card network's messages to the bank, as a processor would send them (ISO 8583 in spirit,
 * JSON on the wire): authorisation, clearing, reversal, refund. Each carries the network's own
 * message id: the same id sent again gets the same answer and changes nothing. The network
 * authenticates with its key (the X-Network-Key header), never with a customer's session.
 */

/** The network's id of a message: unique per message, reused only for a retry of the same message. */
export const NetworkMessageIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'A message id is 8 to 64 letters, digits, - or _');

/** ISO 3166-1 alpha-2: where the merchant is. The bank's own country is US. */
export const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'A two-letter country code');
export const HOME_COUNTRY = 'US';

export const AuthorizationRequestSchema = z.strictObject({
  messageId: NetworkMessageIdSchema,
  pan: z.string().regex(/^\d{16}$/, 'A card number has 16 digits'),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  /** Absent for channels that do not carry it (contactless, chip with PIN). */
  cvv: z
    .string()
    .regex(/^\d{3}$/, 'A CVV has 3 digits')
    .optional(),
  amountMinor: AmountMinorSchema,
  merchantName: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[^\p{Cc}]*$/u, 'No control characters'),
  mcc: z.number().int().min(0).max(9999),
  country: CountryCodeSchema,
  channel: CardChannelSchema,
});
export type AuthorizationRequest = z.infer<typeof AuthorizationRequestSchema>;

/**
 * ISO 8583 response codes the bank answers with: 00 approved; 05 do not honour (a frozen card);
 * 14 no such card; 51 insufficient funds; 54 expired card (or a wrong expiry); 57 not permitted to
 * the cardholder (a channel switched off, abroad, a closed card); 61 over the card's limits;
 * 62 restricted (a blocked merchant category); 82 wrong CVV; 75 too many wrong CVVs.
 */
export const RESPONSE_CODES = {
  '00': 'Approved',
  '05': 'Do not honour: the card is frozen',
  '14': 'No such card',
  '51': 'Insufficient funds',
  '54': 'Expired card',
  '57': 'Not permitted on this card',
  '61': 'Over the card’s spending limit',
  '62': 'Restricted merchant category',
  '75': 'Too many wrong security codes',
  '82': 'Wrong security code',
} as const;
export type ResponseCode = keyof typeof RESPONSE_CODES;

export const AuthorizationResponseSchema = z.object({
  messageId: z.string(),
  approved: z.boolean(),
  responseCode: z.string(),
  /** The bank's id of the authorisation (quoted by clearing and reversal); null for an unknown card. */
  authorizationId: z.string().nullable(),
  message: z.string(),
});
export type AuthorizationResponse = z.infer<typeof AuthorizationResponseSchema>;

/**
 * Clearing: the merchant's final amount for an approved authorisation. It may differ from what was
 * held (a tip, a fuel pump's pre-authorisation) within CLEARING_TOLERANCE_PERCENT above the hold;
 * below the hold the difference goes back to the customer.
 */
export const CLEARING_TOLERANCE_PERCENT = 20;
export const ClearingRequestSchema = z.strictObject({
  messageId: NetworkMessageIdSchema,
  authorizationId: z.uuid('Quote the authorisation id'),
  amountMinor: AmountMinorSchema,
});
export type ClearingRequest = z.infer<typeof ClearingRequestSchema>;

export const ReversalRequestSchema = z.strictObject({
  messageId: NetworkMessageIdSchema,
  authorizationId: z.uuid('Quote the authorisation id'),
});
export type ReversalRequest = z.infer<typeof ReversalRequestSchema>;

/** A merchant's refund of a cleared payment (at most what cleared, less earlier refunds). */
export const RefundRequestSchema = z.strictObject({
  messageId: NetworkMessageIdSchema,
  authorizationId: z.uuid('Quote the authorisation id'),
  amountMinor: AmountMinorSchema,
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/** The answer to a clearing, reversal or refund. */
export const NetworkAdviceResponseSchema = z.object({
  messageId: z.string(),
  authorizationId: z.string(),
  accepted: z.boolean(),
  message: z.string(),
});
export type NetworkAdviceResponse = z.infer<typeof NetworkAdviceResponseSchema>;

export const CardNetworkErrorCode = {
  KEY_INVALID: 'CARD_NETWORK_KEY_INVALID',
  AUTHORIZATION_NOT_FOUND: 'CARD_NETWORK_AUTHORIZATION_NOT_FOUND',
  NOT_HELD: 'CARD_NETWORK_NOT_HELD',
  OVER_TOLERANCE: 'CARD_NETWORK_OVER_TOLERANCE',
  NOT_CLEARED: 'CARD_NETWORK_NOT_CLEARED',
  REFUND_OVER: 'CARD_NETWORK_REFUND_OVER',
  MESSAGE_REUSED: 'CARD_NETWORK_MESSAGE_REUSED',
} as const;
export type CardNetworkErrorCode = (typeof CardNetworkErrorCode)[keyof typeof CardNetworkErrorCode];
