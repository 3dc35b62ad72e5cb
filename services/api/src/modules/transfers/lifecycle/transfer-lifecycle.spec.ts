import {
  deliveryEffects,
  memoOf,
  recipientLine,
  releaseEffects,
  RETURNED,
  senderLine,
  SETTLED,
  startEffects,
  TO_REVIEW,
} from './transfer-effects';
import type { TransferEffects } from './transfer-effects';
import { allowed, assertAllowed, isFinal, TRANSFER_TRANSITIONS } from './transfer-states';

/** Every effect the lifecycle can produce, with the status it moves a transfer from. */
function everyEffect(): {
  from: (typeof TRANSFER_TRANSITIONS)[keyof typeof TRANSFER_TRANSITIONS]['from'][number];
  effects: TransferEffects;
}[] {
  const kinds = ['internal', 'external'] as const;
  const starts = (['completed', 'pending', 'awaiting_code', 'under_review'] as const).flatMap(
    (status) =>
      kinds.flatMap((kind) => [true, false].map((known) => startEffects(status, kind, known))),
  );
  return [
    ...starts.map((effects) => ({ from: null, effects })),
    ...kinds.map((kind) => ({
      from: 'awaiting_code' as const,
      effects: deliveryEffects('confirm', kind),
    })),
    ...kinds.map((kind) => ({
      from: 'under_review' as const,
      effects: deliveryEffects('approve', kind),
    })),
    { from: 'awaiting_code', effects: TO_REVIEW },
    { from: 'awaiting_code', effects: releaseEffects('confirm', 'failed') },
    { from: 'under_review', effects: releaseEffects('reject', 'rejected') },
    { from: 'awaiting_code', effects: releaseEffects('cancel', 'cancelled') },
    { from: 'awaiting_code', effects: releaseEffects('expire', 'cancelled') },
    { from: 'pending', effects: SETTLED },
    { from: 'pending', effects: RETURNED },
  ];
}

describe('transfer lifecycle', () => {
  it('produces only moves the transition table allows', () => {
    for (const { from, effects } of everyEffect())
      expect({ ...effects, allowed: allowed(effects.transition, from, effects.status) }).toEqual({
        ...effects,
        allowed: true,
      });
  });

  it('refuses moves out of a final state and moves the table does not name', () => {
    expect(() => assertAllowed('settle', 'completed', 'completed')).toThrow(
      /cannot move completed/,
    );
    expect(() => assertAllowed('cancel', 'under_review', 'cancelled')).toThrow();
    expect(() => assertAllowed('approve', 'awaiting_code', 'completed')).toThrow();
    for (const rule of Object.values(TRANSFER_TRANSITIONS))
      for (const from of rule.from) expect(from === null || !isFinal(from)).toBe(true);
  });

  it('gives the amount back exactly when the money goes back to the sender', () => {
    for (const { effects } of everyEffect())
      expect({ transition: effects.transition, givesBack: effects.givesBack }).toEqual({
        transition: effects.transition,
        givesBack: effects.move?.to === 'sender',
      });
  });

  it('writes a recipient line exactly when money lands in a Vaultline account', () => {
    for (const { effects } of everyEffect())
      expect({ status: effects.status, line: effects.recipientLine }).toEqual({
        status: effects.status,
        line: effects.move?.to === 'recipient',
      });
  });

  it('holds a new transfer waiting for a code or a review, with an expiry job only for the code', () => {
    expect(startEffects('awaiting_code', 'internal', false)).toMatchObject({
      move: { from: 'sender', to: 'holds', entryKind: 'hold' },
      job: 'expire',
      remembersPayee: false,
    });
    expect(startEffects('under_review', 'external', false)).toMatchObject({ job: null });
    expect(startEffects('pending', 'external', false)).toMatchObject({
      move: { to: 'outbound_clearing', entryKind: 'clearing' },
      job: 'settle',
      remembersPayee: true,
    });
    expect(startEffects('completed', 'internal', true).remembersPayee).toBe(false);
  });

  it('titles both lines from the registered names and signs the amounts', () => {
    const sent = senderLine(
      { fromAccountId: 'a', userId: 'u', amountMinor: 500, recipientName: 'Ada Lovelace' },
      'pending',
    );
    expect(sent).toEqual({
      accountId: 'a',
      userId: 'u',
      type: 'transfer',
      title: 'Transfer to Ada Lovelace',
      amountMinor: -500,
      status: 'pending',
    });
    const landed = recipientLine(
      { accountId: 'b', ownerId: 'o' },
      { firstName: 'Grace', lastName: 'Hopper' },
      500,
    );
    expect(landed).toMatchObject({
      title: 'Transfer from Grace Hopper',
      amountMinor: 500,
      status: 'completed',
    });
  });

  it('names each journal entry for what it does', () => {
    expect(memoOf(releaseEffects('cancel', 'cancelled').move!, 't1', 'Cancelled by you.')).toBe(
      'Release of transfer t1: Cancelled by you.',
    );
    expect(memoOf(deliveryEffects('confirm', 'internal').move!, 't1', null)).toBe('Transfer t1');
    expect(memoOf(RETURNED.move!, 't1', 'x')).toBe('Return of transfer t1');
    expect(memoOf(SETTLED.move!, 't1', null)).toBe('Settlement of transfer t1');
  });
});
