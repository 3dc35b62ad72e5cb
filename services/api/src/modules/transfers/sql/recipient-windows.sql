-- The live definition of the first-payment window functions (owner: modules/transfers); frozen copy:
-- migrations/0023-second-factor-and-windows/recipient-windows.sql.
--
-- A customer's window with a new recipient (recipient_windows, owned by the transfers module): it
-- opens when the recipient becomes known however that happens (added on the payees page,
-- remembered after a transfer the customer confirmed, a confirmed schedule) and lasts the bank's
-- hours; a row that is not open yet counts what is on its way before that. Deleting a payee
-- leaves the row: a recipient deleted and added again keeps the window it had.

-- Opens the window (once: a window that opened before is kept as it is).
CREATE OR REPLACE FUNCTION recipient_window_open(p_user uuid, p_routing text, p_account text, p_hours integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO recipient_windows (user_id, routing_number, account_number, opened_at, ends_at)
    VALUES (p_user, p_routing, p_account, now(), now() + p_hours * interval '1 hour')
  ON CONFLICT (user_id, routing_number, account_number) DO UPDATE
    SET opened_at = EXCLUDED.opened_at, ends_at = EXCLUDED.ends_at
    WHERE recipient_windows.opened_at IS NULL;
$$;

-- A transfer that did not reach its recipient (failed, returned, rejected, cancelled) gives its
-- amount back to the window it counted in: one made while the window had not ended.
CREATE OR REPLACE FUNCTION recipient_window_give_back(p_user uuid, p_routing text, p_account text, p_amount bigint, p_made_at timestamptz)
RETURNS void LANGUAGE sql AS $$
  UPDATE recipient_windows SET sent_minor = greatest(0, sent_minor - p_amount)
    WHERE user_id = p_user AND routing_number = p_routing AND account_number = p_account
      AND (ends_at IS NULL OR ends_at > p_made_at);
$$;
