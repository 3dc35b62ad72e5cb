import { transferTimeline } from './transfer-timeline';

const created = new Date('2026-11-20T10:00:00.000Z');
const completed = new Date('2026-11-21T09:30:00.000Z');
const base = {
  kind: 'external' as const,
  status: 'pending' as const,
  needs_review: false,
  failure_reason: null,
  created_at: created,
  completed_at: null,
};
const events = (timeline: ReturnType<typeof transferTimeline>) => timeline.map((e) => e.event);

describe('transferTimeline', () => {
  it('an external transfer on its way: started, then sent (time not recorded)', () => {
    const timeline = transferTimeline(base, []);
    expect(timeline).toEqual([
      { event: 'started', at: created.toISOString(), detail: null },
      { event: 'sent', at: null, detail: 'Sent to the receiving bank, which settles it.' },
    ]);
  });

  it('a returned one ends with the stored reason at its time', () => {
    const reason =
      'The receiving bank returned the transfer: it has no open account with this number.';
    const timeline = transferTimeline(
      { ...base, status: 'failed', failure_reason: reason, completed_at: completed },
      [],
    );
    expect(events(timeline)).toEqual(['started', 'sent', 'returned']);
    expect(timeline.at(-1)).toEqual({
      event: 'returned',
      at: completed.toISOString(),
      detail: reason,
    });
  });

  it('held, then rejected by staff: the decision at its audited time with the reason, once', () => {
    const timeline = transferTimeline(
      {
        ...base,
        kind: 'internal',
        status: 'rejected',
        needs_review: true,
        failure_reason: 'Unusual activity',
        completed_at: completed,
      },
      [
        { action: 'transfer.rejected', at: '2026-11-21T09:30:00.000Z' },
        { action: 'user.updated', at: '2026-11-21T09:00:00.000Z' },
      ],
    );
    expect(events(timeline)).toEqual(['started', 'held', 'rejected']);
    expect(timeline[2]).toEqual({
      event: 'rejected',
      at: '2026-11-21T09:30:00.000Z',
      detail: 'Unusual activity',
    });
  });

  it('held, approved, then paid (internal)', () => {
    const timeline = transferTimeline(
      {
        ...base,
        kind: 'internal',
        status: 'completed',
        needs_review: true,
        completed_at: completed,
      },
      [{ action: 'transfer.approved', at: '2026-11-21T09:29:00.000Z' }],
    );
    expect(events(timeline)).toEqual(['started', 'held', 'approved', 'completed']);
    expect(timeline.at(-1)?.detail).toBe("Paid into the recipient's account.");
  });

  it('waiting for its code, or cancelled by the expiry with its reason', () => {
    expect(events(transferTimeline({ ...base, status: 'awaiting_code' }, []))).toEqual([
      'started',
      'awaiting_code',
    ]);
    const expired = transferTimeline(
      {
        ...base,
        status: 'cancelled',
        failure_reason: 'It was not confirmed with the emailed code in time.',
        completed_at: completed,
      },
      [],
    );
    expect(expired.at(-1)).toEqual({
      event: 'cancelled',
      at: completed.toISOString(),
      detail: 'It was not confirmed with the emailed code in time.',
    });
  });
});
