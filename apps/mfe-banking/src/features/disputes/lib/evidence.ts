import { attachmentProblem } from '@vaultline/ui';

/** Why the browser refuses an evidence file before sending it, or null when it may go (as in support). */
export const evidenceProblem = attachmentProblem;
