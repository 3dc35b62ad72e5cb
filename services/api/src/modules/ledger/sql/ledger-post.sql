-- The live definition of the functions that move money (owner: modules/ledger). Migrations apply
-- frozen copies (0007-set-based-transfers.ts); a change here is a new migration that applies this
-- file, and test/architecture/sql-definitions.spec.ts fails until it exists.
--
-- ledger_post_many(p): appends balanced entries, in order. p: [{ id, kind, memo, actor, actorRole,
-- ref, reverses, accounts: [uuid], amounts: [minor units] }]. Refuses an entry without two or more
-- non-zero legs on distinct accounts summing to zero (VL001); locks the accounts in id order;
-- refuses a closed customer account (VL002) and a customer account that would go below what it may
-- give (VL003, with the funds available before that entry), checked entry by entry as if posted one
-- at a time; writes the entries and postings, updates the cached balances and re-checks each.
-- Three kinds of entry may take a customer account below zero: 'deposit_return', money that came
-- in from another bank (or a cheque) and was sent back after the customer spent it;
-- 'card_clearing', a card payment the merchant cleared for more than it held (a tip, within the
-- network's tolerance), which the bank must pay; and 'dispute_reversal', a provisional credit
-- taken back (after its notice) from a dispute the bank denied. The balance then shows honestly below zero, and
-- nothing can leave the account until it is above zero again.

CREATE OR REPLACE FUNCTION ledger_post_many(p jsonb) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_ords integer[];
  v_kinds text[];
  v_entries uuid[];
  v_accounts uuid[];
  v_deltas bigint[];
  v_locked uuid[];
  v_before bigint[];
  v_bad record;
  v_wrong integer;
BEGIN
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(p) e(x)
             WHERE jsonb_array_length(x->'accounts') < 2 OR jsonb_array_length(x->'accounts') <> jsonb_array_length(x->'amounts')) THEN
    RAISE EXCEPTION 'ledger: an entry needs two or more legs' USING ERRCODE = 'VL001';
  END IF;
  SELECT array_agg(e.i ORDER BY e.i, l.n), array_agg((e.x->>'id')::uuid ORDER BY e.i, l.n), array_agg(l.account::uuid ORDER BY e.i, l.n),
         array_agg((e.x->'amounts'->>(l.n::integer - 1))::bigint ORDER BY e.i, l.n), array_agg(e.x->>'kind' ORDER BY e.i, l.n)
    INTO v_ords, v_entries, v_accounts, v_deltas, v_kinds
    FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i), jsonb_array_elements_text(e.x->'accounts') WITH ORDINALITY AS l(account, n);
  IF 0 = ANY (v_deltas) OR EXISTS (SELECT 1 FROM unnest(v_ords, v_accounts) AS l(ord, account) GROUP BY ord, account HAVING count(*) > 1) THEN
    RAISE EXCEPTION 'ledger: legs must be non-zero and on distinct accounts' USING ERRCODE = 'VL001';
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(v_ords, v_deltas) AS l(ord, delta) GROUP BY ord HAVING sum(delta) <> 0) THEN
    RAISE EXCEPTION 'ledger: the legs do not sum to zero' USING ERRCODE = 'VL001';
  END IF;
  SELECT array_agg(id ORDER BY id), array_agg(balance_minor ORDER BY id) INTO v_locked, v_before
    FROM (SELECT id, balance_minor FROM ledger_accounts WHERE id = ANY (v_accounts) ORDER BY id FOR NO KEY UPDATE) a;
  IF coalesce(array_length(v_locked, 1), 0) <> (SELECT count(DISTINCT a) FROM unnest(v_accounts) a) THEN
    RAISE EXCEPTION 'ledger: an entry names an account that does not exist' USING ERRCODE = 'VL001';
  END IF;
  -- The first leg (by entry, then account id) a customer account cannot take, with what it had before its entry.
  SELECT * INTO v_bad FROM (
    SELECT l.ord, l.account, l.delta, l.kind, a.status,
           a.balance_minor + a.credit_limit_minor + coalesce(sum(l.delta) OVER (PARTITION BY l.account ORDER BY l.ord ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS available
    FROM unnest(v_ords, v_accounts, v_deltas, v_kinds) AS l(ord, account, delta, kind) JOIN ledger_accounts a ON a.id = l.account
    WHERE a.kind = 'customer') c
  WHERE c.status <> 'active'
     OR (c.delta < 0 AND c.available + c.delta < 0
         AND c.kind NOT IN ('deposit_return', 'card_clearing', 'dispute_reversal'))
  ORDER BY c.ord, c.account LIMIT 1;
  IF FOUND AND v_bad.status <> 'active' THEN
    RAISE EXCEPTION 'ledger: account % is closed', v_bad.account USING ERRCODE = 'VL002', DETAIL = json_build_object('accountId', v_bad.account)::text;
  ELSIF FOUND THEN
    RAISE EXCEPTION 'ledger: insufficient funds on %', v_bad.account USING ERRCODE = 'VL003',
      DETAIL = json_build_object('accountId', v_bad.account, 'availableMinor', v_bad.available)::text;
  END IF;
  INSERT INTO journal_entries (id, kind, memo, created_by, actor_role, idempotency_ref, reverses_entry_id)
    SELECT (x->>'id')::uuid, x->>'kind', x->>'memo', (x->>'actor')::uuid, x->>'actorRole', x->>'ref', (x->>'reverses')::uuid
    FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i) ORDER BY i;
  INSERT INTO postings (entry_id, account_id, amount_minor) SELECT * FROM unnest(v_entries, v_accounts, v_deltas);
  -- After writing: every touched balance is exactly what was locked plus its legs.
  WITH sums AS (SELECT account, sum(delta) AS delta FROM unnest(v_accounts, v_deltas) AS l(account, delta) GROUP BY account),
  moved AS (
    UPDATE ledger_accounts a SET balance_minor = a.balance_minor + s.delta FROM sums s WHERE a.id = s.account RETURNING a.id, a.balance_minor
  )
  SELECT count(*) INTO v_wrong FROM unnest(v_locked, v_before) AS b(id, balance) JOIN sums s ON s.account = b.id LEFT JOIN moved m ON m.id = b.id
  WHERE m.balance_minor IS DISTINCT FROM b.balance + s.delta;
  IF v_wrong <> 0 THEN
    RAISE EXCEPTION 'ledger: balances after the entries do not match the checked ones' USING ERRCODE = 'VL001';
  END IF;
END $$;

-- ledger_post keeps its signature for the ledger's other callers: one entry, through ledger_post_many.
CREATE OR REPLACE FUNCTION ledger_post(p_kind text, p_memo text, p_actor uuid, p_actor_role text, p_ref text, p_reverses uuid,
                                       p_accounts uuid[], p_amounts bigint[], p_entry uuid DEFAULT gen_random_uuid()) RETURNS uuid
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_post_many(jsonb_build_array(jsonb_build_object('id', p_entry, 'kind', p_kind, 'memo', p_memo, 'actor', p_actor, 'actorRole', p_actor_role,
    'ref', p_ref, 'reverses', p_reverses, 'accounts', to_jsonb(coalesce(p_accounts, '{}')), 'amounts', to_jsonb(coalesce(p_amounts, '{}')))));
  RETURN p_entry;
END $$;
