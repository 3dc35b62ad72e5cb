import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../users/auth-context';
import type { TransferContext } from '../data/transfer-context.queries';
import { PinService } from '../pin/pin.service';
import { RecipientsService } from '../recipients.service';
import { TransferStart } from '../start/transfer-start.service';
import type { TransferDraft } from '../transfer.types';

/**
 * What a customer's transfer request must pass before anything is decided: a new recipient is
 * allowed now (no email-change hold; a Vaultline one counts as a lookup) and the PIN is right.
 */
@Injectable()
export class TransferAuthorisation {
  constructor(
    private readonly start: TransferStart,
    private readonly recipients: RecipientsService,
    private readonly pins: PinService,
  ) {}

  /**
   * The context the transfer is decided on and the keyed hash of the PIN that passed.
   * Errors: TRANSFERS_EMAIL_CHANGE_HOLD, AUTH_THROTTLED, the PIN errors.
   */
  async authorise(
    db: EntityManager,
    auth: AuthContext,
    draft: TransferDraft,
    pin: string,
    client: ClientInfo,
  ): Promise<{ context: TransferContext; pinHash: string }> {
    const context = await this.start.context(db, draft);
    await this.recipients.assertMayPayNew(auth.user, context, draft.recipient, client.ip);
    const { pinHash } = await this.pins.verify(auth, context.settings, pin, client);
    return { context, pinHash };
  }
}
