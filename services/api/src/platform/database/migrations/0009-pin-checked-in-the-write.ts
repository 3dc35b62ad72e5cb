import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The right PIN is accepted under the same lock that counts wrong ones. Before, the API compared a
 * PIN with a snapshot of the failure count read before the write: a right PIN sent together with
 * many wrong ones (or after them, while they were counted) passed even when the fifth wrong one had
 * already locked transfers, so a burst of parallel guesses was never limited to five.
 *
 * transfer_start_checked wraps transfer_start_many. Items that carry `pinHash` (the keyed hash of
 * the PIN the customer gave; the API sends it only when it matched the snapshot) are checked again
 * under a lock on the customer's transfer_settings row, the row every wrong PIN updates: the stored
 * hash must still be the same and fewer than 5 failures counted (PIN_FAILURES_MAX in
 * transfer-policy.service.ts). Passing items clear the failure count; the others are answered
 * { refusal: { state: 'VL005' } } and never reach transfer_start_many. Lock order: PIN rows (user id
 * order), then what transfer_start_many locks (accounts, daily totals), the same order as every
 * other path that takes both.
 */
export class PinCheckedInTheWrite1763800000009 implements MigrationInterface {
  name = 'PinCheckedInTheWrite1763800000009';

  async up(db: QueryRunner): Promise<void> {
    await db.query(TRANSFER_START_CHECKED);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION transfer_start_checked(jsonb)');
  }
}

const TRANSFER_START_CHECKED = `
CREATE FUNCTION transfer_start_checked(p jsonb) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
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
`;
