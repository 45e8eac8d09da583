-- The posting statement's idempotency probe (ledger/store.ts WRITE_POSTING), planned with sequential
-- scans off: as a bare `= any($1)` in a prepared statement its generic plan was made while the ledger
-- was small (or never analysed) and kept a sequential scan of ledger_transfers as it grew, 4 of every
-- 5 ms of the statement under the orders bench. In PL/pgSQL its plan is cached per connection, and the
-- function's own setting makes that plan the unique index's whatever the table's statistics say.
CREATE FUNCTION ledger_ids_unused(ids text[]) RETURNS boolean
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $$
BEGIN
  RETURN NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_id = ANY (ids));
END
$$;
