/** The two maker-checker queues: adjustments, and change requests. */
export type Queue = 'adjustment' | 'change';

/** What a staff member does with a pending request. */
export type Decision = 'approve' | 'reject' | 'withdraw';
