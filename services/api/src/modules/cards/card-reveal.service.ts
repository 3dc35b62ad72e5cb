import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RevealCardStart, RevealedCard } from '@vaultline/contracts';
import { AuthErrorCode, CARD_REVEAL_SECONDS } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { MailService } from '../../platform/mail/mail.service';
import { StepUpService } from '../identity/step-up.service';
import type { AuthContext } from '../users/auth-context';
import { CardSecrets } from './card-secrets';
import { revealCodeMail } from './card-texts';
import * as refusals from './cards.exception';
import { Cards } from './cards.service';

interface RevealContext {
  kind: 'card_reveal';
  cardId: string;
}

/**
 * Showing a card's full number and security code: only to its holder, only after a step-up (the
 * authenticator app, or a code emailed to them), one code per reveal of one card. The answer is the
 * only place the number leaves the server; it is not logged (the request logger writes no bodies)
 * and each reveal is audited, without the number.
 */
@Injectable()
export class CardReveal {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cards: Cards,
    private readonly secrets: CardSecrets,
    private readonly stepUps: StepUpService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /** Step 1: opens the step-up. Errors: CARD_NOT_FOUND, CARD_CLOSED, AUTH_CODE_LOCKED. */
  async start(auth: AuthContext, cardId: string): Promise<RevealCardStart> {
    const { card, opened } = await this.db.transaction(async (tx) => {
      const row = await this.cards.locked(tx, auth.user.id, cardId);
      if (row.status === 'closed') throw refusals.cardClosed();
      const context: RevealContext = { kind: 'card_reveal', cardId };
      return {
        card: row,
        opened: await this.stepUps.open(tx, auth.user.id, 'card_reveal', { ...context }),
      };
    });
    if (opened.code)
      await this.mail.send(
        revealCodeMail(auth.user.email, auth.user.firstName, opened.code, card.pan_last4),
      );
    return {
      method: opened.method,
      message:
        opened.method === 'email'
          ? 'We emailed you a code: enter it to show the card number.'
          : 'Enter the code from your authenticator app to show the card number.',
    };
  }

  /** Step 2: the code shows the card it was opened for, once. Errors: the code errors, CARD_CLOSED. */
  async confirm(
    auth: AuthContext,
    cardId: string,
    code: string,
    client: ClientInfo,
  ): Promise<RevealedCard> {
    const proof = await this.stepUps.check(auth.user.id, 'card_reveal', code);
    const context = proof.challenge.context as unknown as RevealContext;
    if (context.kind !== 'card_reveal' || context.cardId !== cardId)
      throw new AuthException(
        AuthErrorCode.CODE_INVALID,
        'This code is not for showing this card.',
      );
    return this.db.transaction(async (tx) => {
      await this.stepUps.spend(tx, proof, 'card_reveal');
      const card = await this.cards.locked(tx, auth.user.id, cardId);
      if (card.status === 'closed') throw refusals.cardClosed();
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'card.revealed',
        target: { type: 'card', id: card.id },
        ip: client.ip,
        details: { last4: card.pan_last4 },
      });
      const secret = this.secrets.open(card.id, card.secret_sealed);
      return {
        cardId: card.id,
        pan: secret.pan,
        cvv: secret.cvv,
        expiryMonth: card.expiry_month,
        expiryYear: card.expiry_year,
        hideAt: new Date(Date.now() + CARD_REVEAL_SECONDS * 1000).toISOString(),
      };
    });
  }
}
