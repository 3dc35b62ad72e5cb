import type { TransferEffects } from './transfer-effects';

/** The settlement job: the clearing network's answer for an external transfer. */
export const JOB_SETTLE = 'transfer.settle';
/** The expiry job: a transfer nobody confirmed with its code gives its money back. */
export const JOB_EXPIRE = 'transfer.expire';

/** An unconfirmed transfer gives its reserved money back after this long. */
export const AWAITING_CODE_EXPIRY_MS = 30 * 60_000;

/** A follow-up job as the start path writes it and JobsService.enqueue takes it. */
export interface FollowUpJob {
  kind: string;
  runAt: Date;
  payload: { transferId: string };
}

/** The job the effects ask for (settle after the clearing delay; expire after 30 minutes), or null. */
export function followUpJob(
  effects: Pick<TransferEffects, 'job'>,
  transferId: string,
  settlementDelayMs: number,
  now = Date.now(),
): FollowUpJob | null {
  if (effects.job === 'settle')
    return { kind: JOB_SETTLE, runAt: new Date(now + settlementDelayMs), payload: { transferId } };
  if (effects.job === 'expire')
    return {
      kind: JOB_EXPIRE,
      runAt: new Date(now + AWAITING_CODE_EXPIRY_MS),
      payload: { transferId },
    };
  return null;
}
