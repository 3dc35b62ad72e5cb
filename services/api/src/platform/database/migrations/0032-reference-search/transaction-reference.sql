-- The reference a statement line's description holds, in capitals, or NULL when it holds none.
-- A history search for a reference matches the start of this value (an index keeps it per
-- customer: migration 0032), so it must agree with TransactionsService's reading of a search
-- (modules/transactions/reference-search.ts):
-- - the reference the portal prints after "Ref" ("Ref 1A2B3C4D", "Ref: …", "Ref# …", "Ref. …"):
--   4 or more letters and digits, at least one a digit;
-- - otherwise the first run of 6 or more letters and digits that mixes both ("INV2024A13").
-- Descriptions without a digit (most of what customers write) are not read further.
CREATE OR REPLACE FUNCTION transaction_reference(description text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN description ~ '[0-9]' THEN upper(coalesce(
    substring(description FROM '(?:^|[^0-9A-Za-z])[Rr][Ee][Ff](?:[.:#] *| +)((?=[A-Za-z]*[0-9])[0-9A-Za-z]{4,})(?![0-9A-Za-z])'),
    substring(description FROM '(?:^|[^0-9A-Za-z])((?=[0-9A-Za-z]*[0-9])(?=[0-9A-Za-z]*[A-Za-z])[0-9A-Za-z]{6,})(?![0-9A-Za-z])')
  )) END
$$;
