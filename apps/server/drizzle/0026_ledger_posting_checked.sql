-- A posting whose COMMIT goes out in the same round trip as its statement (docs/adr/0013) cannot
-- have Node look at what the statement wrote before it commits: the statement itself refuses a
-- posting that did not write every transfer it was given, or that left a user's balance other than
-- the one Node computed under the row's lock. The error aborts the transaction, so PostgreSQL skips
-- the COMMIT behind it and nothing of the posting (or of the order written beside it) commits.
CREATE FUNCTION ledger_posting_checked(written integer, expected integer, balances_agree boolean) RETURNS boolean
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  IF written <> expected THEN
    RAISE EXCEPTION 'ledger: the posting wrote % of its % transfers', written, expected;
  END IF;
  IF NOT coalesce(balances_agree, false) THEN
    RAISE EXCEPTION 'ledger: a user balance after the posting is not the one computed under its lock';
  END IF;
  RETURN true;
END
$$;
