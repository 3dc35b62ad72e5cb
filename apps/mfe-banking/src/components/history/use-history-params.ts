import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TRANSACTION_SORTS, TRANSACTION_TYPES, type TransactionType } from '@vaultline/contracts';
import type { HistorySort } from '@vaultline/data-access';

/** A history's filters as the address keeps them: shareable, and the back button undoes a change. */
export interface HistoryParams {
  search: string;
  type: TransactionType | 'all';
  sort: HistorySort;
  accountId: string;
  from: string;
  to: string;
}

/** Each filter's name in the address (`?q=coffee&type=debit&from=2026-11-01`). */
const KEYS: Record<keyof HistoryParams, string> = {
  search: 'q',
  type: 'type',
  sort: 'sort',
  accountId: 'account',
  from: 'from',
  to: 'to',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The filters an address holds; anything it holds that is not a filter's value is left out. */
export function historyParamsOf(params: URLSearchParams): HistoryParams {
  const matching = (key: keyof HistoryParams, shape: RegExp) => {
    const value = params.get(KEYS[key]) ?? '';
    return shape.test(value) ? value : '';
  };
  return {
    search: params.get(KEYS.search) ?? '',
    type: oneOf([...TRANSACTION_TYPES, 'all'] as const, params.get(KEYS.type), 'all'),
    sort: oneOf(TRANSACTION_SORTS, params.get(KEYS.sort), 'date'),
    accountId: matching('accountId', UUID),
    from: matching('from', ISO_DAY),
    to: matching('to', ISO_DAY),
  };
}

/** The default of each filter, left out of the address. */
const DEFAULTS: HistoryParams = {
  search: '',
  type: 'all',
  sort: 'date',
  accountId: '',
  from: '',
  to: '',
};

/**
 * The history's filters in the address. Typing in the search replaces the entry (one back-button
 * step per search, not per letter); any other change adds one.
 */
export function useHistoryParams(): [HistoryParams, (change: Partial<HistoryParams>) => void] {
  const [params, setParams] = useSearchParams();
  const current = historyParamsOf(params);
  // What was last asked for: two changes before the address has moved (one field, then the
  // next) build on each other instead of the second undoing the first.
  const latest = useRef({ address: params.toString(), filters: current });
  if (latest.current.address !== params.toString())
    latest.current = { address: params.toString(), filters: current };
  const update = (change: Partial<HistoryParams>) => {
    const next = { ...latest.current.filters, ...change };
    latest.current = { ...latest.current, filters: next };
    const address = new URLSearchParams();
    for (const key of Object.keys(KEYS) as Array<keyof HistoryParams>)
      if (next[key] !== DEFAULTS[key]) address.set(KEYS[key], next[key]);
    const typing = Object.keys(change).every((key) => key === 'search');
    setParams(address, { replace: typing });
  };
  return [current, update];
}
