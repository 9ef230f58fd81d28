-- What the simulated terminal took for a charge: the return credits this, never more.
ALTER TABLE charge_results ADD COLUMN captured REAL NOT NULL DEFAULT 0;
