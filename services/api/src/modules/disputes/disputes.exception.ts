import { DisputeErrorCode as Code } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';

// The disputes module's refusals, in the reader's words (stable codes: DisputeErrorCode).

export const subjectNotFound = () =>
  new AppException(404, Code.SUBJECT_NOT_FOUND, 'This payment was not found among yours.');

export const notDisputable = (why: string) =>
  new AppException(422, Code.NOT_DISPUTABLE, `This payment cannot be disputed: ${why}`);

export const alreadyDisputed = () =>
  new AppException(409, Code.ALREADY_DISPUTED, 'This payment is already disputed: see Disputes.');

export const disputeNotFound = () =>
  new AppException(404, Code.NOT_FOUND, 'This dispute was not found.');

export const notAwaitingInfo = () =>
  new AppException(409, Code.NOT_AWAITING_INFO, 'We have not asked anything about this dispute.');

export const notOpen = () =>
  new AppException(409, Code.NOT_OPEN, 'This dispute is decided or withdrawn.');

export const attachmentType = () =>
  new AppException(415, Code.ATTACHMENT_TYPE, 'Attach a photo (JPEG or PNG) or a PDF.');

export const attachmentTooLarge = () =>
  new AppException(413, Code.ATTACHMENT_TOO_LARGE, 'The file is over 5 MB.');

export const attachmentNotFound = () =>
  new AppException(404, Code.ATTACHMENT_NOT_FOUND, 'Attach the file again.');

export const ownDispute = () =>
  new AppException(403, Code.OWN_DISPUTE, 'Staff cannot decide their own dispute.');

export const sameApprover = () =>
  new AppException(
    409,
    Code.SAME_APPROVER,
    'You gave the first approval: a second staff member must grant this dispute.',
  );

export const notACard = () =>
  new AppException(422, Code.NOT_A_CARD, 'Only a card payment can be charged back to the network.');

export const alreadyCredited = () =>
  new AppException(409, Code.ALREADY_CREDITED, 'The provisional credit was already posted.');
