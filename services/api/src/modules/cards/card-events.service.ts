import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { Notice } from '../notifications/notice.types';
import { NotificationsService } from '../notifications/notifications.service';
import type { CardRow } from './cards.queries';

/** Who changes a card: its holder, or staff (with the reason they gave). */
export interface CardActor {
  id: string;
  role: string;
  ip: string | null;
}

/** Every change to a card is audited (never with its number) and told to its holder. */
@Injectable()
export class CardEvents {
  constructor(
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  async record(
    tx: EntityManager,
    card: CardRow,
    actor: CardActor,
    action: string,
    notice: Notice,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await this.audit.record(tx, {
      actor: { id: actor.id, role: actor.role },
      action,
      target: { type: 'card', id: card.id },
      ip: actor.ip,
      details: { last4: card.pan_last4, accountId: card.account_id, ...details },
    });
    await this.notifications.notify(tx, card.user_id, notice);
  }

  /** Sends the notices written once their transaction committed. */
  wake(): void {
    this.notifications.wake();
  }
}
