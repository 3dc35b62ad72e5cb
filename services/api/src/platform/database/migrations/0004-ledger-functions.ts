import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The posting function and a transfer's write path as database functions: each is one round trip
 * and runs with cached plans, which is what lets the API keep up with the database (see the
 * transfer benchmark). They decide what they can only decide under the account locks (funds, the
 * daily limit, a closed account) and write, atomically; migration 0007 moves the transfer's other
 * refusals into the database as well (transfer_start_many).
 *
 * Custom SQLSTATEs: VL001 a broken ledger invariant (a bug), VL002 a closed customer account,
 * VL003 insufficient funds, VL004 over the daily limit. DETAIL carries the numbers as JSON; the
 * API turns them into the customer's words.
 */
export class LedgerFunctions1763800000004 implements MigrationInterface {
  name = 'LedgerFunctions1763800000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query(LEDGER_POST);
    await db.query(TRANSFER_START);
    await db.query(IDEMPOTENCY_STORE);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      'DROP FUNCTION idempotency_store(uuid, text, text, integer, jsonb); DROP FUNCTION transfer_start(jsonb); DROP FUNCTION ledger_post(text, text, uuid, text, text, uuid, uuid[], bigint[], uuid);',
    );
  }
}

/**
 * A transfer's write path in one call (p: the decided transfer, built by TransferEngine):
 * claims the idempotency key (or answers the stored response), reserves the daily amount, writes
 * the transfer, writes the statement lines, remembers the payee, queues its job, stores an emailed
 * code and the response, and posts the money through ledger_post last (so the accounts stay locked
 * only until the commit). A refusal (VL004 here, VL002/VL003 from ledger_post under its locks)
 * aborts the whole call, so nothing of it stays; the API then stores the refusal as the key's answer.
 * Returns { status, body, replayed } or { conflict: true }. Dropped by migration 0007 (transfer_start_many
 * writes the whole batch itself); kept for its down().
 */
export const TRANSFER_START = `
CREATE FUNCTION transfer_start(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_user uuid := (p->>'userId')::uuid;
  v_key text := p->>'key';
  v_from uuid := (p->>'fromAccountId')::uuid;
  v_to uuid := (p->>'moveTo')::uuid;
  v_amount bigint := (p->>'amountMinor')::bigint;
  v_limit bigint := (p->>'dailyLimitMinor')::bigint;
  v_day date := (p->>'countedOn')::date;
  v_created timestamptz := (p->>'createdAt')::timestamptz;
  v_stored record;
  v_used bigint;
  v_entry uuid;
BEGIN
  IF v_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES (v_user, v_key, p->>'requestHash') ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT request_hash, status_code, response INTO v_stored FROM idempotency_keys WHERE user_id = v_user AND key = v_key;
      IF v_stored.request_hash <> p->>'requestHash' THEN RETURN jsonb_build_object('conflict', true); END IF;
      RETURN jsonb_build_object('status', v_stored.status_code, 'body', v_stored.response, 'replayed', true);
    END IF;
  END IF;
  INSERT INTO daily_outgoing AS d (user_id, day, total_minor) SELECT v_user, v_day, v_amount WHERE v_amount <= v_limit
    ON CONFLICT (user_id, day) DO UPDATE SET total_minor = d.total_minor + EXCLUDED.total_minor WHERE d.total_minor + EXCLUDED.total_minor <= v_limit;
  IF NOT FOUND THEN
    SELECT coalesce((SELECT total_minor FROM daily_outgoing WHERE user_id = v_user AND day = v_day), 0) INTO v_used;
    RAISE EXCEPTION 'transfer: over the daily limit' USING ERRCODE = 'VL004',
      DETAIL = json_build_object('dailyLimitMinor', v_limit, 'remainingMinor', greatest(0, v_limit - v_used))::text;
  END IF;
  IF (p->>'clearPinFailures')::boolean THEN
    UPDATE transfer_settings SET pin_failures = 0 WHERE user_id = v_user AND pin_failures > 0;
  END IF;
  INSERT INTO transfers (id, user_id, from_account_id, kind, recipient_account_id, recipient, amount_minor, description, status,
                         name_mismatch, needs_review, schedule_id, counted_on, created_at, updated_at, completed_at)
    VALUES ((p->>'transferId')::uuid, v_user, v_from, p->>'kind', (p->>'recipientAccountId')::uuid, p->'recipient', v_amount, p->>'description',
            p->>'status', (p->>'nameMismatch')::boolean, (p->>'needsReview')::boolean, (p->>'scheduleId')::uuid, v_day, v_created, v_created,
            CASE WHEN p->>'status' = 'completed' THEN v_created END);
  v_entry := gen_random_uuid();
  INSERT INTO transactions (account_id, user_id, entry_id, transfer_id, type, title, description, category, amount_minor, status, created_at, updated_at)
    SELECT (l->>'accountId')::uuid, (l->>'userId')::uuid, v_entry, (p->>'transferId')::uuid, l->>'type', l->>'title', coalesce(p->>'description', ''),
           'Transfer', (l->>'amountMinor')::bigint, l->>'status', v_created, v_created
    FROM jsonb_array_elements(p->'lines') l;
  IF (p->>'rememberPayee')::boolean THEN
    INSERT INTO payees (user_id, routing_number, account_number, name)
      VALUES (v_user, p->'recipient'->>'routingNumber', p->'recipient'->>'accountNumber', p->'recipient'->>'name') ON CONFLICT DO NOTHING;
  END IF;
  IF jsonb_typeof(p->'job') = 'object' THEN
    INSERT INTO jobs (kind, run_at, payload) VALUES (p->'job'->>'kind', (p->'job'->>'runAt')::timestamptz, p->'job'->'payload');
  END IF;
  IF jsonb_typeof(p->'code') = 'object' THEN
    UPDATE one_time_codes SET consumed_at = now(), context = context || '{"superseded": true}'
      WHERE user_id = v_user AND purpose = p->'code'->>'purpose' AND consumed_at IS NULL;
    INSERT INTO one_time_codes (id, user_id, purpose, code_hash, context, expires_at)
      VALUES ((p->'code'->>'id')::uuid, v_user, p->'code'->>'purpose', p->'code'->>'hash', p->'code'->'context', (p->'code'->>'expiresAt')::timestamptz);
  END IF;
  IF v_key IS NOT NULL THEN UPDATE idempotency_keys SET status_code = 201, response = p->'response' WHERE user_id = v_user AND key = v_key; END IF;
  -- The money moves last, so the accounts' locks are held only until the commit right after.
  PERFORM ledger_post(p->>'entryKind', p->>'memo', v_user, p->>'actorRole', v_key, NULL, ARRAY[v_from, v_to], ARRAY[-v_amount, v_amount], v_entry);
  RETURN jsonb_build_object('status', 201, 'body', p->'response', 'replayed', false);
END $$;
`;

/** Stores an answer decided before any write (a refusal), unless the key already has one. */
export const IDEMPOTENCY_STORE = `
-- Stores an answer decided before any write (a refusal), unless the key already has one.
CREATE FUNCTION idempotency_store(p_user uuid, p_key text, p_hash text, p_status integer, p_body jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_stored record;
BEGIN
  INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response) VALUES (p_user, p_key, p_hash, p_status, p_body)
    ON CONFLICT DO NOTHING;
  IF FOUND THEN RETURN jsonb_build_object('status', p_status, 'body', p_body, 'replayed', false); END IF;
  SELECT request_hash, status_code, response INTO v_stored FROM idempotency_keys WHERE user_id = p_user AND key = p_key;
  IF v_stored.request_hash <> p_hash THEN RETURN jsonb_build_object('conflict', true); END IF;
  RETURN jsonb_build_object('status', v_stored.status_code, 'body', v_stored.response, 'replayed', true);
END $$;
`;

/** The posting function (replaced by a wrapper of ledger_post_many in migration 0007; kept for its down()). */
export const LEDGER_POST = `
      -- Appends one balanced entry: locks the accounts in id order, refuses what a customer account
      -- cannot take, writes the entry and its postings, updates and re-checks the cached balances.
      CREATE FUNCTION ledger_post(p_kind text, p_memo text, p_actor uuid, p_actor_role text, p_ref text, p_reverses uuid,
                                  p_accounts uuid[], p_amounts bigint[], p_entry uuid DEFAULT gen_random_uuid()) RETURNS uuid
      LANGUAGE plpgsql AS $$
      DECLARE
        v_legs integer := coalesce(array_length(p_accounts, 1), 0);
        v_entry uuid := p_entry;
        v_ids uuid[] := '{}';
        v_expected bigint[] := '{}';
        v_wrong integer;
        v_sum bigint := 0;
        r record;
      BEGIN
        IF v_legs < 2 OR v_legs <> coalesce(array_length(p_amounts, 1), 0) THEN
          RAISE EXCEPTION 'ledger: an entry needs two or more legs' USING ERRCODE = 'VL001';
        END IF;
        FOR i IN 1 .. v_legs LOOP
          v_sum := v_sum + p_amounts[i];
          IF p_amounts[i] = 0 OR p_accounts[i] = ANY (p_accounts[1 : i - 1]) THEN
            RAISE EXCEPTION 'ledger: legs must be non-zero and on distinct accounts' USING ERRCODE = 'VL001';
          END IF;
        END LOOP;
        IF v_sum <> 0 THEN
          RAISE EXCEPTION 'ledger: the legs do not sum to zero' USING ERRCODE = 'VL001';
        END IF;
        FOR r IN
          SELECT l.id, l.kind, l.status, l.balance_minor, l.balance_minor + l.credit_limit_minor AS available, d.delta
          FROM ledger_accounts l JOIN unnest(p_accounts, p_amounts) AS d(id, delta) ON d.id = l.id
          ORDER BY l.id FOR NO KEY UPDATE OF l
        LOOP
          v_ids := v_ids || r.id;
          v_expected := v_expected || (r.balance_minor + r.delta);
          CONTINUE WHEN r.kind = 'internal';
          IF r.status <> 'active' THEN
            RAISE EXCEPTION 'ledger: account % is closed', r.id USING ERRCODE = 'VL002', DETAIL = json_build_object('accountId', r.id)::text;
          END IF;
          IF r.delta < 0 AND r.available + r.delta < 0 THEN
            RAISE EXCEPTION 'ledger: insufficient funds on %', r.id USING ERRCODE = 'VL003',
              DETAIL = json_build_object('accountId', r.id, 'availableMinor', r.available)::text;
          END IF;
        END LOOP;
        IF coalesce(array_length(v_ids, 1), 0) <> v_legs THEN
          RAISE EXCEPTION 'ledger: an entry names an account that does not exist' USING ERRCODE = 'VL001';
        END IF;
        INSERT INTO journal_entries (id, kind, memo, created_by, actor_role, idempotency_ref, reverses_entry_id)
          VALUES (v_entry, p_kind, p_memo, p_actor, p_actor_role, p_ref, p_reverses);
        INSERT INTO postings (entry_id, account_id, amount_minor) SELECT v_entry, a, d FROM unnest(p_accounts, p_amounts) AS x(a, d);
        -- After writing: every touched balance is exactly what was checked plus its leg.
        WITH moved AS (
          UPDATE ledger_accounts l SET balance_minor = l.balance_minor + d.delta
          FROM unnest(p_accounts, p_amounts) AS d(id, delta) WHERE l.id = d.id
          RETURNING l.id, l.balance_minor
        )
        SELECT count(*) INTO v_wrong FROM unnest(v_ids, v_expected) AS e(id, balance) LEFT JOIN moved m ON m.id = e.id
        WHERE m.balance_minor IS DISTINCT FROM e.balance;
        IF v_wrong <> 0 THEN
          RAISE EXCEPTION 'ledger: balances after the entry do not match the checked ones' USING ERRCODE = 'VL001';
        END IF;
        RETURN v_entry;
      END $$;
`;
