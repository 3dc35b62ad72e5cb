-- The live definition of the idempotency functions (owner: platform/idempotency); frozen copy:
-- migrations/0014-sql-functions/idempotency.sql.
--
-- Idempotency keys: one implementation for immediate transfers (transfer_start_many), scheduled
-- transfers (IdempotencyService) and refusals decided before any write (idempotency_store).
-- Written in plpgsql, not SQL-language functions: plpgsql keeps each statement's plan for the
-- session, where a SQL function called from plpgsql is planned again at every call.
-- A key is a (user, key) row holding the request's hash and, once known, the answer; it is written
-- in the same transaction as the effect, so a rollback takes the key with it.

-- Claims every key not yet used, the first item of each (user, key) in the given order, with its
-- answer when already known (NULL status/body: the caller stores it with idempotency_answer).
-- Returns the claimed keys as 'user|key'. A key already in the table is left as it is.
CREATE OR REPLACE FUNCTION idempotency_claim_many(
  p_users uuid[], p_keys text[], p_hashes text[], p_statuses integer[], p_bodies jsonb[]
) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  v_claimed text[];
BEGIN
  WITH claimed AS (
    INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
      SELECT DISTINCT ON (c.user_id, c.key) c.user_id, c.key, c.hash, c.status, c.body
      FROM unnest(p_users, p_keys, p_hashes, p_statuses, p_bodies) WITH ORDINALITY AS c(user_id, key, hash, status, body, i)
      WHERE c.key IS NOT NULL
      ORDER BY c.user_id, c.key, c.i
      ON CONFLICT DO NOTHING RETURNING user_id || '|' || key AS k
  )
  SELECT coalesce(array_agg(k), '{}') INTO v_claimed FROM claimed;
  RETURN v_claimed;
END $$;

-- What a key already used answers: {conflict: true} when it was used for another request (another
-- hash), else the stored answer {status, body, replayed: true}. NULL when the key is unknown.
CREATE OR REPLACE FUNCTION idempotency_replay(p_user uuid, p_key text, p_hash text) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_stored record;
BEGIN
  SELECT request_hash, status_code, response INTO v_stored FROM idempotency_keys WHERE user_id = p_user AND key = p_key;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF v_stored.request_hash <> p_hash THEN RETURN jsonb_build_object('conflict', true); END IF;
  RETURN jsonb_build_object('status', v_stored.status_code, 'body', v_stored.response, 'replayed', true);
END $$;

-- Gives back keys claimed for requests that were then refused inside the write ('user|key').
CREATE OR REPLACE FUNCTION idempotency_withdraw(p_claims text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_claims) = 0 THEN RETURN; END IF;
  DELETE FROM idempotency_keys k USING unnest(p_claims) AS w(claim)
    WHERE k.user_id = split_part(w.claim, '|', 1)::uuid AND k.key = split_part(w.claim, '|', 2);
END $$;

-- Claims one key before its effect: NULL when this call claimed it, else what idempotency_replay
-- answers. A concurrent claim of the same key waits on its row until the first one commits.
CREATE OR REPLACE FUNCTION idempotency_claim(p_user uuid, p_key text, p_hash text) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(idempotency_claim_many(ARRAY[p_user], ARRAY[p_key], ARRAY[p_hash], ARRAY[NULL::integer], ARRAY[NULL::jsonb])) = 1 THEN
    RETURN NULL;
  END IF;
  RETURN idempotency_replay(p_user, p_key, p_hash);
END $$;

-- Stores the answer of a key this transaction claimed.
CREATE OR REPLACE FUNCTION idempotency_answer(p_user uuid, p_key text, p_status integer, p_body jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE idempotency_keys SET status_code = p_status, response = p_body WHERE user_id = p_user AND key = p_key;
END $$;

-- Stores an answer decided before any write (a refusal), unless the key already has one: answers
-- {status, body, replayed: false} when stored now, else what idempotency_replay answers.
CREATE OR REPLACE FUNCTION idempotency_store(p_user uuid, p_key text, p_hash text, p_status integer, p_body jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(idempotency_claim_many(ARRAY[p_user], ARRAY[p_key], ARRAY[p_hash], ARRAY[p_status], ARRAY[p_body])) = 1 THEN
    RETURN jsonb_build_object('status', p_status, 'body', p_body, 'replayed', false);
  END IF;
  RETURN idempotency_replay(p_user, p_key, p_hash);
END $$;
