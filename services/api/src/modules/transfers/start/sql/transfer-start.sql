-- The live definition of the transfer start path (owner: modules/transfers). Migrations apply
-- frozen copies (the newest: 0023-second-factor-and-windows/transfer-start.sql and, for
-- transfer_start_checked, 0009-pin-checked-in-the-write.ts); a change here is a new migration that
-- applies this file, and test/architecture/sql-definitions.spec.ts fails until it exists. The
-- composite types these functions pass (transfer_locks, transfer_decisions) are schema: migrations.
--
-- transfer_start_many(p): the decided transfers of one batch (StartParams built by TransferEngine,
-- at most 32), written in one call as lock → claim keys → decide → write. Answers in the items'
-- order: {status: 201, replayed: false} for a transfer written now (the caller has its body), a
-- stored answer or {conflict: true} for a key used before, or {refusal: {state, detail}} with the
-- SQLSTATE and DETAIL ledger_post_many would raise.
--
-- Since migration 0023 an item may carry `window` ({limitMinor, hours}; null for a payment between
-- the customer's own accounts): the running total sent to that recipient while it is new (its
-- recipient_windows row has not opened yet, or its window has not ended) may not pass limitMinor.
-- The row is locked like the daily totals, so parallel payments cannot pass the cap together
-- (VL006 refuses the one that would), and the write adds the amount; a failed, returned, rejected
-- or cancelled transfer gives it back (recipient_window_give_back).

-- Every key an item must carry (null is a value; a missing or misspelt key is refused, never read as NULL).
CREATE OR REPLACE FUNCTION transfer_item_keys() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['key', 'requestHash', 'userId', 'transferId', 'entryId', 'createdAt', 'fromAccountId', 'kind',
               'recipientAccountId', 'recipient', 'amountMinor', 'description', 'nameMismatch', 'needsReview', 'status',
               'scheduleId', 'countedOn', 'dailyLimitMinor', 'moveTo', 'entryKind', 'memo', 'actorRole', 'lines',
               'rememberPayee', 'job', 'code', 'response', 'window'];
$$;

-- Locks every account of the batch in id order (batches wait for each other but never deadlock on
-- accounts), every customer's daily total in (user, day) order, creating it at zero if missing, and
-- every recipient window the batch counts in (user, routing, account) order, created not yet open.
CREATE OR REPLACE FUNCTION transfer_lock(p jsonb) RETURNS transfer_locks LANGUAGE plpgsql AS $$
DECLARE
  v_locks transfer_locks;
BEGIN
  SELECT array_agg(a.id ORDER BY a.id), array_agg(a.kind ORDER BY a.id), array_agg(a.status ORDER BY a.id),
         array_agg(a.balance_minor + a.credit_limit_minor ORDER BY a.id)
    INTO v_locks.account_ids, v_locks.account_kinds, v_locks.account_states, v_locks.available
    FROM (SELECT id, kind, status, balance_minor, credit_limit_minor FROM ledger_accounts
          WHERE id IN (SELECT (x->>'fromAccountId')::uuid FROM jsonb_array_elements(p) x UNION SELECT (x->>'moveTo')::uuid FROM jsonb_array_elements(p) x)
          ORDER BY id FOR NO KEY UPDATE) a;
  INSERT INTO daily_outgoing (user_id, day, total_minor)
    SELECT DISTINCT (x->>'userId')::uuid, (x->>'countedOn')::date, 0 FROM jsonb_array_elements(p) x ORDER BY 1, 2 ON CONFLICT DO NOTHING;
  SELECT array_agg(d.user_id || '|' || d.day ORDER BY d.user_id, d.day), array_agg(d.total_minor ORDER BY d.user_id, d.day)
    INTO v_locks.days, v_locks.used
    FROM (SELECT user_id, day, total_minor FROM daily_outgoing
          WHERE (user_id, day) IN (SELECT (x->>'userId')::uuid, (x->>'countedOn')::date FROM jsonb_array_elements(p) x)
          ORDER BY user_id, day FOR UPDATE) d;
  INSERT INTO recipient_windows (user_id, routing_number, account_number)
    SELECT DISTINCT (x->>'userId')::uuid, x->'recipient'->>'routingNumber', x->'recipient'->>'accountNumber'
    FROM jsonb_array_elements(p) x WHERE jsonb_typeof(x->'window') = 'object' ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING;
  SELECT array_agg(w.user_id || '|' || w.routing_number || '|' || w.account_number ORDER BY w.user_id, w.routing_number, w.account_number),
         array_agg(w.sent_minor ORDER BY w.user_id, w.routing_number, w.account_number),
         array_agg(w.ends_at ORDER BY w.user_id, w.routing_number, w.account_number)
    INTO v_locks.windows, v_locks.window_sent, v_locks.window_ends
    FROM (SELECT user_id, routing_number, account_number, sent_minor, ends_at FROM recipient_windows
          WHERE (user_id, routing_number, account_number) IN (
            SELECT (x->>'userId')::uuid, x->'recipient'->>'routingNumber', x->'recipient'->>'accountNumber'
            FROM jsonb_array_elements(p) x WHERE jsonb_typeof(x->'window') = 'object')
          ORDER BY user_id, routing_number, account_number FOR UPDATE) w;
  RETURN v_locks;
END $$;

-- Why one transfer cannot go, on the locked figures as the earlier transfers of the batch left
-- them (daily limit first, then the new recipient's window, then each customer account in id
-- order), or NULL when it can. p_window is NULL for an item no window counts.
CREATE OR REPLACE FUNCTION transfer_refusal(x jsonb, l transfer_locks, p_daily integer, p_from integer, p_to integer, p_window integer)
RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_amount bigint := (x->>'amountMinor')::bigint;
  v_limit bigint := (x->>'dailyLimitMinor')::bigint;
  v_leg integer;
BEGIN
  IF l.used[p_daily] + v_amount > v_limit THEN
    RETURN jsonb_build_object('state', 'VL004', 'detail', jsonb_build_object('dailyLimitMinor', v_limit, 'remainingMinor', greatest(0, v_limit - l.used[p_daily])));
  END IF;
  IF p_window IS NOT NULL AND (l.window_ends[p_window] IS NULL OR l.window_ends[p_window] > now()) THEN
    v_limit := (x->'window'->>'limitMinor')::bigint;
    IF l.window_sent[p_window] + v_amount > v_limit THEN
      RETURN jsonb_build_object('state', 'VL006', 'detail', jsonb_build_object('limitMinor', v_limit,
        'remainingMinor', greatest(0, v_limit - l.window_sent[p_window]), 'endsAt', l.window_ends[p_window]));
    END IF;
  END IF;
  FOREACH v_leg IN ARRAY ARRAY[least(p_from, p_to), greatest(p_from, p_to)] LOOP
    CONTINUE WHEN l.account_kinds[v_leg] = 'internal';
    IF l.account_states[v_leg] <> 'active' THEN
      RETURN jsonb_build_object('state', 'VL002', 'detail', jsonb_build_object('accountId', l.account_ids[v_leg]));
    ELSIF v_leg = p_from AND l.available[v_leg] < v_amount THEN
      RETURN jsonb_build_object('state', 'VL003', 'detail', jsonb_build_object('accountId', l.account_ids[v_leg], 'availableMinor', l.available[v_leg]));
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

-- Decides every item, by user and key: a key used before this call gets its stored answer (or a
-- conflict), a key repeated within the call the first one's answer (or a conflict); otherwise the
-- checks of transfer_refusal. A refused item's claimed key is withdrawn (the API stores the refusal).
CREATE OR REPLACE FUNCTION transfer_decide(p jsonb, l transfer_locks, p_claimed text[]) RETURNS transfer_decisions
LANGUAGE plpgsql AS $$
DECLARE
  d transfer_decisions := ROW(array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p)]), '{}', '{}');
  v_seen text[] := '{}';
  v_seen_items integer[] := '{}';
  v_item record;
  v_key text;
  v_first integer;
  v_refusal jsonb;
  v_amount bigint;
  v_daily integer;
  v_from integer;
  v_to integer;
  v_window integer;
BEGIN
  FOR v_item IN SELECT e.x, e.i::integer AS i FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i) ORDER BY e.x->>'userId', e.x->>'key', e.i LOOP
    v_key := (v_item.x->>'userId') || '|' || (v_item.x->>'key');
    v_first := v_seen_items[array_position(v_seen, v_key)];
    IF v_first IS NOT NULL THEN
      d.answers[v_item.i] := CASE
        WHEN p->(v_first - 1)->>'requestHash' <> v_item.x->>'requestHash' THEN jsonb_build_object('conflict', true)
        WHEN d.answers[v_first]->>'replayed' = 'false' THEN jsonb_build_object('status', 201, 'body', p->(v_first - 1)->'response', 'replayed', true)
        ELSE d.answers[v_first] END;
      CONTINUE;
    END IF;
    IF v_key IS NOT NULL THEN
      v_seen := v_seen || v_key;
      v_seen_items := v_seen_items || v_item.i;
      IF NOT v_key = ANY (p_claimed) THEN
        d.answers[v_item.i] := idempotency_replay((v_item.x->>'userId')::uuid, v_item.x->>'key', v_item.x->>'requestHash');
        CONTINUE;
      END IF;
    END IF;
    v_amount := (v_item.x->>'amountMinor')::bigint;
    v_daily := array_position(l.days, (v_item.x->>'userId') || '|' || (v_item.x->>'countedOn'));
    v_from := array_position(l.account_ids, (v_item.x->>'fromAccountId')::uuid);
    v_to := array_position(l.account_ids, (v_item.x->>'moveTo')::uuid);
    v_window := CASE WHEN jsonb_typeof(v_item.x->'window') = 'object' THEN array_position(l.windows,
      (v_item.x->>'userId') || '|' || (v_item.x->'recipient'->>'routingNumber') || '|' || (v_item.x->'recipient'->>'accountNumber')) END;
    v_refusal := transfer_refusal(v_item.x, l, v_daily, v_from, v_to, v_window);
    IF v_refusal IS NOT NULL THEN
      d.answers[v_item.i] := jsonb_build_object('refusal', v_refusal);
      IF v_key IS NOT NULL THEN d.withdrawn := d.withdrawn || v_key; END IF;
      CONTINUE;
    END IF;
    d.answers[v_item.i] := '{"status": 201, "replayed": false}';
    d.accepted := d.accepted || v_item.i;
    l.used[v_daily] := l.used[v_daily] + v_amount;
    IF v_window IS NOT NULL THEN l.window_sent[v_window] := l.window_sent[v_window] + v_amount; END IF;
    l.available[v_from] := l.available[v_from] - v_amount;
    l.available[v_to] := l.available[v_to] + v_amount;
  END LOOP;
  RETURN d;
END $$;

-- Writes every accepted transfer at once: daily totals, recipient windows (a payee remembered now
-- opens its window), transfer, statement lines, payee, job, emailed code, and its entry through
-- ledger_post_many (the one function that moves money).
CREATE OR REPLACE FUNCTION transfer_write(p jsonb, p_accepted integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_item record;
BEGIN
  WITH items AS MATERIALIZED (
    SELECT e.x, (e.x->>'userId')::uuid AS user_id, (e.x->>'transferId')::uuid AS transfer_id, (e.x->>'amountMinor')::bigint AS amount,
           (e.x->>'countedOn')::date AS day, (e.x->>'createdAt')::timestamptz AS created
    FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i) WHERE e.i = ANY (p_accepted)
  ),
  daily AS (
    UPDATE daily_outgoing d SET total_minor = d.total_minor + s.amount
    FROM (SELECT user_id, day, sum(amount) AS amount FROM items GROUP BY user_id, day) s WHERE d.user_id = s.user_id AND d.day = s.day
  ),
  windows AS (
    UPDATE recipient_windows w SET sent_minor = w.sent_minor + s.amount,
      opened_at = CASE WHEN s.remember THEN coalesce(w.opened_at, now()) ELSE w.opened_at END,
      ends_at = CASE WHEN s.remember THEN coalesce(w.ends_at, now() + s.hours * interval '1 hour') ELSE w.ends_at END
    FROM (SELECT user_id, x->'recipient'->>'routingNumber' AS routing, x->'recipient'->>'accountNumber' AS account, sum(amount) AS amount,
                 bool_or((x->>'rememberPayee')::boolean) AS remember, max((x->'window'->>'hours')::integer) AS hours
          FROM items WHERE jsonb_typeof(x->'window') = 'object' GROUP BY 1, 2, 3) s
    WHERE w.user_id = s.user_id AND w.routing_number = s.routing AND w.account_number = s.account
      AND (w.ends_at IS NULL OR w.ends_at > now())
  ),
  payees AS (
    INSERT INTO payees (user_id, routing_number, account_number, name)
      SELECT DISTINCT ON (user_id, x->'recipient'->>'routingNumber', x->'recipient'->>'accountNumber')
             user_id, x->'recipient'->>'routingNumber', x->'recipient'->>'accountNumber', x->'recipient'->>'name'
      FROM items WHERE (x->>'rememberPayee')::boolean ON CONFLICT DO NOTHING
  ),
  jobs AS (
    INSERT INTO jobs (kind, run_at, payload)
      SELECT x->'job'->>'kind', (x->'job'->>'runAt')::timestamptz, x->'job'->'payload' FROM items WHERE jsonb_typeof(x->'job') = 'object'
  ),
  lines AS (
    INSERT INTO transactions (account_id, user_id, entry_id, transfer_id, type, title, description, category, amount_minor, status, created_at, updated_at)
      SELECT (l->>'accountId')::uuid, (l->>'userId')::uuid, (x->>'entryId')::uuid, transfer_id, l->>'type', l->>'title', coalesce(x->>'description', ''),
             'Transfer', (l->>'amountMinor')::bigint, l->>'status', created, created
      FROM items, jsonb_array_elements(x->'lines') l
  )
  INSERT INTO transfers (id, user_id, from_account_id, kind, recipient_account_id, recipient, amount_minor, description, status,
                         name_mismatch, needs_review, schedule_id, counted_on, created_at, updated_at, completed_at)
    SELECT transfer_id, user_id, (x->>'fromAccountId')::uuid, x->>'kind', (x->>'recipientAccountId')::uuid, x->'recipient', amount, x->>'description',
           x->>'status', (x->>'nameMismatch')::boolean, (x->>'needsReview')::boolean, (x->>'scheduleId')::uuid, day, created, created,
           CASE WHEN x->>'status' = 'completed' THEN created END
    FROM items;
  -- An emailed code supersedes the customer's earlier ones, so these go one by one, in order.
  FOR v_item IN SELECT e.x FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i)
                WHERE e.i = ANY (p_accepted) AND jsonb_typeof(e.x->'code') = 'object' ORDER BY e.x->>'userId', e.x->>'key', e.i LOOP
    UPDATE one_time_codes SET consumed_at = now(), context = context || '{"superseded": true}'
      WHERE user_id = (v_item.x->>'userId')::uuid AND purpose = v_item.x->'code'->>'purpose' AND consumed_at IS NULL;
    INSERT INTO one_time_codes (id, user_id, purpose, code_hash, context, expires_at)
      VALUES ((v_item.x->'code'->>'id')::uuid, (v_item.x->>'userId')::uuid, v_item.x->'code'->>'purpose', v_item.x->'code'->>'hash',
              v_item.x->'code'->'context', (v_item.x->'code'->>'expiresAt')::timestamptz);
  END LOOP;
  -- The money, as the checks saw it: entries in the same order.
  PERFORM ledger_post_many((
    SELECT jsonb_agg(jsonb_build_object('id', e.x->>'entryId', 'kind', e.x->>'entryKind', 'memo', e.x->>'memo', 'actor', e.x->>'userId',
                                        'actorRole', e.x->>'actorRole', 'ref', e.x->>'key', 'reverses', NULL,
                                        'accounts', jsonb_build_array(e.x->>'fromAccountId', e.x->>'moveTo'),
                                        'amounts', jsonb_build_array(-(e.x->>'amountMinor')::bigint, (e.x->>'amountMinor')::bigint))
                     ORDER BY e.x->>'userId', e.x->>'key', e.i)
    FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i) WHERE e.i = ANY (p_accepted)));
END $$;

CREATE OR REPLACE FUNCTION transfer_start_many(p jsonb) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_locks transfer_locks;
  v_claimed text[];
  v_decisions transfer_decisions;
BEGIN
  IF jsonb_array_length(p) > 32 THEN
    RAISE EXCEPTION 'transfer_start_many: at most 32 transfers per call' USING ERRCODE = 'VL001';
  END IF;
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(p) x WHERE jsonb_typeof(x) <> 'object' OR NOT x ?& transfer_item_keys()) THEN
    RAISE EXCEPTION 'transfer_start_many: every item needs the keys %', transfer_item_keys() USING ERRCODE = 'VL001';
  END IF;
  v_locks := transfer_lock(p);
  v_claimed := idempotency_claim_many(
    ARRAY(SELECT (x->>'userId')::uuid FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i) ORDER BY e.i),
    ARRAY(SELECT x->>'key' FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i) ORDER BY e.i),
    ARRAY(SELECT x->>'requestHash' FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i) ORDER BY e.i),
    array_fill(201, ARRAY[jsonb_array_length(p)]),
    ARRAY(SELECT x->'response' FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i) ORDER BY e.i));
  v_decisions := transfer_decide(p, v_locks, v_claimed);
  PERFORM idempotency_withdraw(v_decisions.withdrawn);
  IF cardinality(v_decisions.accepted) > 0 THEN
    PERFORM transfer_write(p, v_decisions.accepted);
  END IF;
  RETURN to_jsonb(v_decisions.answers);
END $$;

-- transfer_start_checked(p): the PIN checked again under the lock wrong PINs take (migration 0009
-- says why), then transfer_start_many for the items that pass; the others are answered VL005.
CREATE OR REPLACE FUNCTION transfer_start_checked(p jsonb) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_refused integer[];
  v_answers jsonb;
  v_result jsonb := '[]';
  v_next integer := 0;
BEGIN
  PERFORM 1 FROM transfer_settings
    WHERE user_id IN (SELECT (x->>'userId')::uuid FROM jsonb_array_elements(p) x WHERE x->>'pinHash' IS NOT NULL)
    ORDER BY user_id FOR NO KEY UPDATE;
  SELECT coalesce(array_agg(e.i::integer), '{}') INTO v_refused
    FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i)
    LEFT JOIN transfer_settings s ON s.user_id = (e.x->>'userId')::uuid
    WHERE e.x->>'pinHash' IS NOT NULL AND (s.pin_hash IS DISTINCT FROM e.x->>'pinHash' OR s.pin_failures >= 5);
  UPDATE transfer_settings SET pin_failures = 0
    WHERE pin_failures > 0 AND user_id IN (
      SELECT (e.x->>'userId')::uuid FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i)
      WHERE e.x->>'pinHash' IS NOT NULL AND NOT e.i = ANY (v_refused));
  IF cardinality(v_refused) = 0 THEN
    RETURN transfer_start_many(p);
  END IF;
  IF cardinality(v_refused) < jsonb_array_length(p) THEN
    v_answers := transfer_start_many((SELECT jsonb_agg(e.x ORDER BY e.i) FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i)
                                      WHERE NOT e.i = ANY (v_refused)));
  END IF;
  FOR v_i IN 1 .. jsonb_array_length(p) LOOP
    IF v_i = ANY (v_refused) THEN
      v_result := v_result || jsonb_build_array(jsonb_build_object('refusal', jsonb_build_object('state', 'VL005', 'detail', '{}'::jsonb)));
    ELSE
      v_result := v_result || jsonb_build_array(v_answers->v_next);
      v_next := v_next + 1;
    END IF;
  END LOOP;
  RETURN v_result;
END $$;
