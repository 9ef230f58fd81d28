-- Issue 51: queries read the days asked for, not the whole history.
-- A booking time carries its booking's unit, so a unit's holds are one range of one index,
-- with no lookup of each booking. A trigger fills the unit in for every writer.
ALTER TABLE booking_times ADD COLUMN system TEXT;
ALTER TABLE booking_times ADD COLUMN unit_id INTEGER;
UPDATE booking_times SET
  system = (SELECT b.system FROM bookings b WHERE b.guid = booking_times.booking_guid),
  unit_id = (SELECT b.unit_id FROM bookings b WHERE b.guid = booking_times.booking_guid);
CREATE TRIGGER booking_times_unit AFTER INSERT ON booking_times WHEN NEW.system IS NULL
BEGIN
  UPDATE booking_times SET
    system = (SELECT b.system FROM bookings b WHERE b.guid = NEW.booking_guid),
    unit_id = (SELECT b.unit_id FROM bookings b WHERE b.guid = NEW.booking_guid)
  WHERE id = NEW.id;
END;
-- Holds by unit and start, with every column loadHolds reads: no table row is read.
DROP INDEX booking_times_held;
CREATE INDEX booking_times_unit_held ON booking_times
  (system, unit_id, held, start_ms, end_ms, recoup_min, resource_id, booking_guid);
-- The longest hold (with its recoup) bounds how long before a day a hold overlapping it starts.
CREATE INDEX booking_times_held_span ON booking_times (held, end_ms + recoup_min * 60000 - start_ms);
-- The next booking number, and the unfinalized bookings to expire before every request.
CREATE INDEX bookings_number ON bookings (number);
CREATE INDEX bookings_expiring ON bookings (status, expires_ms);
