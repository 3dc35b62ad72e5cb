-- Undoes 0014: the functions as migrations 0004 and 0007 left them, then the new ones dropped.

CREATE OR REPLACE FUNCTION transfer_start_many(p jsonb) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_answers jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p)]);
  -- The batch's accounts (in id order) and what each can still give.
  v_ids uuid[];
  v_kinds text[];
  v_states text[];
  v_available bigint[];
  -- The batch's daily totals, by 'user|day'.
  v_days text[];
  v_used bigint[];
  -- Keys ('user|key') claimed by this call, met in it (and the item that answered first), withdrawn.
  v_claimed text[];
  v_seen text[] := '{}';
  v_seen_items integer[] := '{}';
  v_withdrawn text[] := '{}';
  v_accepted integer[] := '{}';
  v_item record;
  v_x jsonb;
  v_key text;
  v_first integer;
  v_stored record;
  v_refusal jsonb;
  v_amount bigint;
  v_limit bigint;
  v_daily integer;
  v_from integer;
  v_to integer;
  v_leg integer;
BEGIN
  IF jsonb_array_length(p) > 32 THEN
    RAISE EXCEPTION 'transfer_start_many: at most 32 transfers per call' USING ERRCODE = 'VL001';
  END IF;
  SELECT array_agg(a.id ORDER BY a.id), array_agg(a.kind ORDER BY a.id), array_agg(a.status ORDER BY a.id),
         array_agg(a.balance_minor + a.credit_limit_minor ORDER BY a.id)
    INTO v_ids, v_kinds, v_states, v_available
    FROM (SELECT id, kind, status, balance_minor, credit_limit_minor FROM ledger_accounts
          WHERE id IN (SELECT (x->>'fromAccountId')::uuid FROM jsonb_array_elements(p) x UNION SELECT (x->>'moveTo')::uuid FROM jsonb_array_elements(p) x)
          ORDER BY id FOR NO KEY UPDATE) a;
  INSERT INTO daily_outgoing (user_id, day, total_minor)
    SELECT DISTINCT (x->>'userId')::uuid, (x->>'countedOn')::date, 0 FROM jsonb_array_elements(p) x ORDER BY 1, 2 ON CONFLICT DO NOTHING;
  SELECT array_agg(d.user_id || '|' || d.day ORDER BY d.user_id, d.day), array_agg(d.total_minor ORDER BY d.user_id, d.day)
    INTO v_days, v_used
    FROM (SELECT user_id, day, total_minor FROM daily_outgoing
          WHERE (user_id, day) IN (SELECT (x->>'userId')::uuid, (x->>'countedOn')::date FROM jsonb_array_elements(p) x)
          ORDER BY user_id, day FOR UPDATE) d;
  WITH claimed AS (
    INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
      SELECT DISTINCT ON (e.x->>'userId', e.x->>'key') (e.x->>'userId')::uuid, e.x->>'key', e.x->>'requestHash', 201, e.x->'response'
      FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i) WHERE e.x->>'key' IS NOT NULL
      ORDER BY e.x->>'userId', e.x->>'key', e.i
      ON CONFLICT DO NOTHING RETURNING user_id || '|' || key AS k
  )
  SELECT coalesce(array_agg(k), '{}') INTO v_claimed FROM claimed;

  FOR v_item IN SELECT e.x, e.i FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i) ORDER BY e.x->>'userId', e.x->>'key', e.i LOOP
    v_x := v_item.x;
    v_key := (v_x->>'userId') || '|' || (v_x->>'key');
    v_first := v_seen_items[array_position(v_seen, v_key)];
    IF v_first IS NOT NULL THEN
      v_answers[v_item.i] := CASE
        WHEN p->(v_first::integer - 1)->>'requestHash' <> v_x->>'requestHash' THEN jsonb_build_object('conflict', true)
        WHEN v_answers[v_first]->>'replayed' = 'false' THEN jsonb_build_object('status', 201, 'body', p->(v_first::integer - 1)->'response', 'replayed', true)
        ELSE v_answers[v_first] END;
      CONTINUE;
    END IF;
    IF v_key IS NOT NULL THEN
      v_seen := v_seen || v_key;
      v_seen_items := v_seen_items || v_item.i::integer;
    END IF;
    IF v_key IS NOT NULL AND NOT v_key = ANY (v_claimed) THEN
      SELECT request_hash, status_code, response INTO v_stored FROM idempotency_keys WHERE user_id = (v_x->>'userId')::uuid AND key = v_x->>'key';
      v_answers[v_item.i] := CASE WHEN v_stored.request_hash <> v_x->>'requestHash' THEN jsonb_build_object('conflict', true)
        ELSE jsonb_build_object('status', v_stored.status_code, 'body', v_stored.response, 'replayed', true) END;
      CONTINUE;
    END IF;
    v_refusal := NULL;
    v_amount := (v_x->>'amountMinor')::bigint;
    v_limit := (v_x->>'dailyLimitMinor')::bigint;
    v_daily := array_position(v_days, (v_x->>'userId') || '|' || (v_x->>'countedOn'));
    v_from := array_position(v_ids, (v_x->>'fromAccountId')::uuid);
    v_to := array_position(v_ids, (v_x->>'moveTo')::uuid);
    IF v_used[v_daily] + v_amount > v_limit THEN
      v_refusal := jsonb_build_object('state', 'VL004', 'detail', jsonb_build_object('dailyLimitMinor', v_limit, 'remainingMinor', greatest(0, v_limit - v_used[v_daily])));
    END IF;
    FOREACH v_leg IN ARRAY ARRAY[least(v_from, v_to), greatest(v_from, v_to)] LOOP
      CONTINUE WHEN v_refusal IS NOT NULL OR v_kinds[v_leg] = 'internal';
      IF v_states[v_leg] <> 'active' THEN
        v_refusal := jsonb_build_object('state', 'VL002', 'detail', jsonb_build_object('accountId', v_ids[v_leg]));
      ELSIF v_leg = v_from AND v_available[v_leg] < v_amount THEN
        v_refusal := jsonb_build_object('state', 'VL003', 'detail', jsonb_build_object('accountId', v_ids[v_leg], 'availableMinor', v_available[v_leg]));
      END IF;
    END LOOP;
    IF v_refusal IS NOT NULL THEN
      v_answers[v_item.i] := jsonb_build_object('refusal', v_refusal);
      IF v_key IS NOT NULL THEN v_withdrawn := v_withdrawn || v_key; END IF;
      CONTINUE;
    END IF;
    v_answers[v_item.i] := '{"status": 201, "replayed": false}';
    v_accepted := v_accepted || v_item.i::integer;
    v_used[v_daily] := v_used[v_daily] + v_amount;
    v_available[v_from] := v_available[v_from] - v_amount;
    v_available[v_to] := v_available[v_to] + v_amount;
  END LOOP;

  DELETE FROM idempotency_keys ik USING unnest(v_withdrawn) AS w(k)
    WHERE ik.user_id = split_part(w.k, '|', 1)::uuid AND ik.key = split_part(w.k, '|', 2);
  IF cardinality(v_accepted) = 0 THEN
    RETURN to_jsonb(v_answers);
  END IF;
  WITH items AS MATERIALIZED (
    SELECT e.x, (e.x->>'userId')::uuid AS user_id, (e.x->>'transferId')::uuid AS transfer_id, (e.x->>'amountMinor')::bigint AS amount,
           (e.x->>'countedOn')::date AS day, (e.x->>'createdAt')::timestamptz AS created
    FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i) WHERE e.i = ANY (v_accepted)
  ),
  daily AS (
    UPDATE daily_outgoing d SET total_minor = d.total_minor + s.amount
    FROM (SELECT user_id, day, sum(amount) AS amount FROM items GROUP BY user_id, day) s WHERE d.user_id = s.user_id AND d.day = s.day
  ),
  pins AS (
    UPDATE transfer_settings SET pin_failures = 0
    WHERE user_id IN (SELECT user_id FROM items WHERE (x->>'clearPinFailures')::boolean) AND pin_failures > 0
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
                WHERE e.i = ANY (v_accepted) AND jsonb_typeof(e.x->'code') = 'object' ORDER BY e.x->>'userId', e.x->>'key', e.i LOOP
    UPDATE one_time_codes SET consumed_at = now(), context = context || '{"superseded": true}'
      WHERE user_id = (v_item.x->>'userId')::uuid AND purpose = v_item.x->'code'->>'purpose' AND consumed_at IS NULL;
    INSERT INTO one_time_codes (id, user_id, purpose, code_hash, context, expires_at)
      VALUES ((v_item.x->'code'->>'id')::uuid, (v_item.x->>'userId')::uuid, v_item.x->'code'->>'purpose', v_item.x->'code'->>'hash',
              v_item.x->'code'->'context', (v_item.x->'code'->>'expiresAt')::timestamptz);
  END LOOP;
  -- The money, as the checks above saw it: entries in the same order.
  PERFORM ledger_post_many((
    SELECT jsonb_agg(jsonb_build_object('id', e.x->>'entryId', 'kind', e.x->>'entryKind', 'memo', e.x->>'memo', 'actor', e.x->>'userId',
                                        'actorRole', e.x->>'actorRole', 'ref', e.x->>'key', 'reverses', NULL,
                                        'accounts', jsonb_build_array(e.x->>'fromAccountId', e.x->>'moveTo'),
                                        'amounts', jsonb_build_array(-(e.x->>'amountMinor')::bigint, (e.x->>'amountMinor')::bigint))
                     ORDER BY e.x->>'userId', e.x->>'key', e.i)
    FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i) WHERE e.i = ANY (v_accepted)));
  RETURN to_jsonb(v_answers);
END $$;

CREATE OR REPLACE FUNCTION idempotency_store(p_user uuid, p_key text, p_hash text, p_status integer, p_body jsonb) RETURNS jsonb
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

DROP FUNCTION transfer_write(jsonb, integer[]);
DROP FUNCTION transfer_decide(jsonb, transfer_locks, text[]);
DROP FUNCTION transfer_refusal(jsonb, transfer_locks, integer, integer, integer);
DROP FUNCTION transfer_lock(jsonb);
DROP TYPE transfer_decisions;
DROP TYPE transfer_locks;
DROP FUNCTION transfer_item_keys();
DROP FUNCTION idempotency_claim(uuid, text, text);
DROP FUNCTION idempotency_answer(uuid, text, integer, jsonb);
DROP FUNCTION idempotency_withdraw(text[]);
DROP FUNCTION idempotency_replay(uuid, text, text);
DROP FUNCTION idempotency_claim_many(uuid[], text[], text[], integer[], jsonb[]);
