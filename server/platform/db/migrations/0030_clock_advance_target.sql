-- Where a sandbox clock's last advance is headed: an advance answers after a set number of events
-- (max_events), the clock at the time it reached; until the clock gets there (the same advance
-- asked for again goes on from there), its state names the target. NULL once an advance arrived.
ALTER TABLE sandbox_clocks ADD COLUMN advance_to timestamptz;
