import { useCallback, useState } from 'react';
import {
  AuthErrorCode,
  CARD_REVEAL_SECONDS,
  type Card,
  type RevealCardStart,
  type RevealedCard,
} from '@vaultline/contracts';
import { toApiRequestError, type ApiRequestError } from '@vaultline/session';
import { confirmCardReveal, useStartCardReveal } from '../api/reveal-card';
import { useCountdown } from './use-countdown';

const REVEAL_MS = CARD_REVEAL_SECONDS * 1000;

/** Answers after which this step-up's code can no longer work: only a new one helps. */
const SPENT_CODES: string[] = [AuthErrorCode.CODE_EXPIRED, AuthErrorCode.CODE_ATTEMPTS_EXCEEDED];

const NO_ANSWER =
  'We could not reach Vaultline. Check your connection and try again: nothing was shown.';

const refusalOf = (error: ApiRequestError) => (error.status === null ? NO_ANSWER : error.message);

/**
 * When the screen hides a revealed number: at the server's `hideAt`, never later than
 * CARD_REVEAL_SECONDS from now. A device clock far from the server's (`hideAt` already past, or
 * unreadable) gets the full CARD_REVEAL_SECONDS rather than a number that vanishes at once.
 */
export function revealDeadline(hideAt: string, now = Date.now()): number {
  const left = Date.parse(hideAt) - now;
  return now + (left > 0 && left < REVEAL_MS ? left : REVEAL_MS);
}

/** What the dialog shows once the code is accepted; it lives only in this component's state. */
export interface ShownCard {
  revealed: RevealedCard;
  deadline: number;
}

/**
 * The reveal dialog's state: the step-up (opened before the dialog), the code, the refusal, and
 * the revealed number with its countdown. The number is never cached or stored: it is dropped
 * when the countdown ends, and with the component when the dialog closes.
 */
export function useCardReveal(card: Card, firstStepUp: RevealCardStart) {
  const start = useStartCardReveal();
  const [stepUp, setStepUp] = useState<RevealCardStart | null>(firstStepUp);
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [spent, setSpent] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<ShownCard | null>(null);
  const hide = useCallback(() => setShown(null), []);
  const secondsLeft = useCountdown(shown?.deadline ?? null, hide);

  const clearCode = () => {
    setCode('');
    setRound((value) => value + 1);
  };
  const submitCode = async () => {
    setConfirming(true);
    try {
      const revealed = await confirmCardReveal({ cardId: card.id, code });
      setShown({ revealed, deadline: revealDeadline(revealed.hideAt) });
      setStepUp(null);
      setRefusal(null);
    } catch (error) {
      const failure = toApiRequestError(error);
      setSpent(SPENT_CODES.includes(failure.code));
      setRefusal(refusalOf(failure));
      clearCode();
    } finally {
      setConfirming(false);
    }
  };
  /** A new step-up: after a spent code, or to see the number again once it is hidden. */
  const startAgain = async () => {
    setShown(null);
    const answer = await start.mutate(card.id);
    if (!answer.ok) return setRefusal(refusalOf(answer.error));
    setStepUp(answer.data);
    setSpent(false);
    setRefusal(null);
    clearCode();
  };
  const busy = confirming || start.isPending;
  const state = { stepUp, code, round, refusal, spent, shown, secondsLeft, busy, confirming };
  return { ...state, setCode, submitCode, startAgain, hide };
}

export type CardReveal = ReturnType<typeof useCardReveal>;
