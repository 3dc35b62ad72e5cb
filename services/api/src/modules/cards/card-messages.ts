import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { findMessage, insertMessage } from './card-authorizations.queries';
import type { MessageRow, NewMessage } from './card-authorizations.queries';
import { messageReused } from './cards.exception';

/**
 * The network's message ids, the idempotency of the card network: a message is recorded with a
 * keyed hash of its request (it may carry a card number) and the answer given; the same message
 * again gets that answer and changes nothing; another message under the same id is refused.
 */
@Injectable()
export class CardMessages {
  find(tx: EntityManager, messageId: string): Promise<MessageRow | undefined> {
    return findMessage(tx, messageId);
  }

  /** The answer given before, when this is the same message again (else CARD_NETWORK_MESSAGE_REUSED). */
  replay<T>(previous: MessageRow, kind: MessageRow['kind'], fingerprint: string): T {
    if (previous.kind !== kind || previous.request_sha256 !== fingerprint) throw messageReused();
    return previous.response as T;
  }

  /** Records the answer; null when recorded, or the answer another request recorded first under the id. */
  async record(tx: EntityManager, message: NewMessage): Promise<MessageRow | null> {
    if (await insertMessage(tx, message)) return null;
    const first = await findMessage(tx, message.messageId);
    if (!first) throw new Error(`Card network message ${message.messageId} vanished`);
    return first;
  }
}
