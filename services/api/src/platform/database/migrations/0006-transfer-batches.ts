import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * transfer_start for several transfers in one call: one round trip and one commit for all the
 * transfers the API received meanwhile (see BatchedCall). At most 32 per call, so the
 * subtransactions stay within PostgreSQL's per-backend cache of 64 and never slow other readers.
 */
export class TransferBatches1763800000006 implements MigrationInterface {
  name = 'TransferBatches1763800000006';

  async up(db: QueryRunner): Promise<void> {
    await db.query(TRANSFER_START_MANY);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION transfer_start_many(jsonb)');
  }
}

/** The batch write with a subtransaction per transfer (replaced by migration 0007; kept for its down()). */
export const TRANSFER_START_MANY = `
      -- Takes every account's lock first, in id order, so batches can wait for each other but never
      -- deadlock on accounts; then starts the transfers by user and key (one order for the daily-limit
      -- and idempotency rows too), each in its own subtransaction: a refusal undoes only its own
      -- transfer and is answered as { refusal: { state, detail } }. Answers in the items' order.
      CREATE FUNCTION transfer_start_many(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
      DECLARE
        v_count integer := jsonb_array_length(p);
        v_answers jsonb[] := array_fill(NULL::jsonb, ARRAY[v_count]);
        v_item record;
        v_state text;
        v_detail text;
      BEGIN
        IF v_count > 32 THEN
          RAISE EXCEPTION 'transfer_start_many: at most 32 transfers per call' USING ERRCODE = 'VL001';
        END IF;
        PERFORM 1 FROM ledger_accounts
          WHERE id IN (SELECT (x->>'fromAccountId')::uuid FROM jsonb_array_elements(p) x UNION SELECT (x->>'moveTo')::uuid FROM jsonb_array_elements(p) x)
          ORDER BY id FOR NO KEY UPDATE;
        FOR v_item IN SELECT e.x, e.i FROM jsonb_array_elements(p) WITH ORDINALITY AS e(x, i) ORDER BY e.x->>'userId', e.x->>'key', e.i LOOP
          BEGIN
            v_answers[v_item.i] := transfer_start(v_item.x);
          EXCEPTION WHEN SQLSTATE 'VL002' OR SQLSTATE 'VL003' OR SQLSTATE 'VL004' THEN
            GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL;
            v_answers[v_item.i] := jsonb_build_object('refusal', jsonb_build_object('state', v_state, 'detail', v_detail::jsonb));
          END;
        END LOOP;
        RETURN to_jsonb(v_answers);
      END $$;
`;
