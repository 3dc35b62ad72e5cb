// The ACH jobs (run by the jobs runner, each in its own transaction).

/** Gathers the entries not sent yet into one NACHA file and hands it to the network. */
export const JOB_SEND_FILE = 'ach.send_file';
/** The network settles a file a business day after it was sent: { batchId }. */
export const JOB_SETTLE_FILE = 'ach.settle_file';
/** A pull's hold ends: { entryId }. */
export const JOB_MAKE_AVAILABLE = 'ach.make_available';
/** The receiving bank sends an entry back: { entryId, code }. */
export const JOB_RETURN = 'ach.return';

/** Business days after settlement that a receiving bank's return arrives (NACHA: within two). */
export const RETURN_AFTER_BUSINESS_DAYS = 2;
/** Business days from sending a file to its settlement (next-day ACH). */
export const SETTLE_AFTER_BUSINESS_DAYS = 1;
