import { useCallback, useMemo, useReducer } from 'react';
import type { RecipientCheck, TransferRequest, TransferResult } from '@vaultline/contracts';
import { newIdempotencyKey } from '@vaultline/data-access';
import { EMPTY_DRAFT, type TransferDraft } from '../lib/transfer-draft';

/** Spec steps: 1 accounts, 2 details, 3 review & PIN, 4 result, 5 code, 6 under review. */
export type TransferStep = 'accounts' | 'details' | 'review' | 'result' | 'code' | 'under-review';

export interface TransferFailure {
  message: string;
  code: string;
}

export interface FlowState {
  step: TransferStep;
  draft: TransferDraft;
  recipientCheck: RecipientCheck | null;
  result: TransferResult | null;
  failure: TransferFailure | null;
  /** The last request sent without a definite answer (network error): a retry of the same draft reuses its key. */
  unanswered: { key: string; fingerprint: string } | null;
  /** Bumped on every reset, so step forms start empty. */
  round: number;
}

type Action =
  | { type: 'edit'; patch: Partial<TransferDraft> }
  | { type: 'go'; step: TransferStep }
  | { type: 'recipient-checked'; check: RecipientCheck }
  | { type: 'sent'; key: string; fingerprint: string }
  | { type: 'answered'; result: TransferResult }
  | { type: 'refused'; failure: TransferFailure }
  | { type: 'settled' }
  | { type: 'reset'; fromAccountId: string };

const RECIPIENT_FIELDS: Array<keyof TransferDraft> = ['accountNumber', 'routingNumber', 'name'];

function stepFor(result: TransferResult): TransferStep {
  if (result.outcome === 'awaiting_code') return 'code';
  if (result.outcome === 'under_review') return 'under-review';
  return 'result';
}

function reduce(state: FlowState, action: Action): FlowState {
  switch (action.type) {
    case 'edit': {
      const recipientChanged = RECIPIENT_FIELDS.some((field) => field in action.patch);
      return {
        ...state,
        draft: { ...state.draft, ...action.patch },
        recipientCheck: recipientChanged ? null : state.recipientCheck,
      };
    }
    case 'go':
      return { ...state, step: action.step };
    case 'recipient-checked':
      return { ...state, recipientCheck: action.check, step: 'details' };
    case 'sent':
      return { ...state, unanswered: { key: action.key, fingerprint: action.fingerprint } };
    case 'answered':
      return {
        ...state,
        result: action.result,
        failure: null,
        unanswered: null,
        step: stepFor(action.result),
      };
    case 'refused':
      return { ...state, failure: action.failure, unanswered: null, step: 'result' };
    case 'settled':
      return { ...state, unanswered: null };
    case 'reset':
      return initialState(action.fromAccountId, state.round + 1);
  }
}

function initialState(fromAccountId: string, round = 0): FlowState {
  return {
    step: 'accounts',
    draft: { ...EMPTY_DRAFT, fromAccountId },
    recipientCheck: null,
    result: null,
    failure: null,
    unanswered: null,
    round,
  };
}

/** The transfer wizard's state and the few things that change it. */
export function useTransferFlow(initialFromAccountId: string) {
  const [state, dispatch] = useReducer(reduce, initialFromAccountId, (from: string) =>
    initialState(from),
  );

  /** The Idempotency-Key for this request: the unanswered one when the same draft is retried, else a new one. */
  const keyFor = useCallback(
    (request: TransferRequest) => {
      const fingerprint = JSON.stringify(request);
      const key =
        state.unanswered?.fingerprint === fingerprint ? state.unanswered.key : newIdempotencyKey();
      dispatch({ type: 'sent', key, fingerprint });
      return key;
    },
    [state.unanswered],
  );

  const actions = useMemo(
    () => ({
      edit: (patch: Partial<TransferDraft>) => dispatch({ type: 'edit', patch }),
      go: (step: TransferStep) => dispatch({ type: 'go', step }),
      recipientChecked: (check: RecipientCheck) => dispatch({ type: 'recipient-checked', check }),
      answered: (result: TransferResult) => dispatch({ type: 'answered', result }),
      refused: (failure: TransferFailure) => dispatch({ type: 'refused', failure }),
      /** The server answered (a PIN refusal keeps step 3): a new attempt gets a new key. */
      settled: () => dispatch({ type: 'settled' }),
      /** Make Another Transfer: everything back to how the page opened. */
      reset: () => dispatch({ type: 'reset', fromAccountId: initialFromAccountId }),
    }),
    [initialFromAccountId],
  );

  return { state, keyFor, ...actions };
}

export type TransferFlow = ReturnType<typeof useTransferFlow>;
