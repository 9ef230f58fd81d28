-- Issue 51: the reference API keeps computed availability until a write could change it. Every
-- write to what availability is computed from tells the API which unit, section and span it
-- touched, through availability_changed() (defined on the connection: a no-op for tools, the
-- API's version counter in demo/api/availabilityVersions.ts). Triggers, so that no writer has to
-- remember it: bookings, cancellations, holds and releases, expiries, edits, the seed, resets,
-- and changes to a unit's settings, resources and closed days.
CREATE TRIGGER booking_times_changed_insert AFTER INSERT ON booking_times
WHEN NEW.system IS NOT NULL
BEGIN
  SELECT availability_changed(NEW.system, NEW.unit_id, NEW.section_id, NEW.start_ms,
    NEW.end_ms + NEW.recoup_min * 60000);
END;
-- Also fires when booking_times_unit fills in the unit of a time inserted without one.
CREATE TRIGGER booking_times_changed_update AFTER UPDATE ON booking_times
BEGIN
  SELECT availability_changed(OLD.system, OLD.unit_id, OLD.section_id, OLD.start_ms,
    OLD.end_ms + OLD.recoup_min * 60000) WHERE OLD.system IS NOT NULL;
  SELECT availability_changed(NEW.system, NEW.unit_id, NEW.section_id, NEW.start_ms,
    NEW.end_ms + NEW.recoup_min * 60000) WHERE NEW.system IS NOT NULL;
END;
CREATE TRIGGER booking_times_changed_delete AFTER DELETE ON booking_times
BEGIN
  SELECT availability_changed(OLD.system, OLD.unit_id, OLD.section_id, OLD.start_ms,
    OLD.end_ms + OLD.recoup_min * 60000);
END;
-- A unit's settings (its rules live in its data), resources and closed days: the whole unit.
CREATE TRIGGER units_changed_insert AFTER INSERT ON units
BEGIN SELECT availability_changed(NEW.system, NEW.id, NULL, NULL, NULL); END;
CREATE TRIGGER units_changed_update AFTER UPDATE ON units
BEGIN
  SELECT availability_changed(OLD.system, OLD.id, NULL, NULL, NULL);
  SELECT availability_changed(NEW.system, NEW.id, NULL, NULL, NULL);
END;
CREATE TRIGGER units_changed_delete AFTER DELETE ON units
BEGIN SELECT availability_changed(OLD.system, OLD.id, NULL, NULL, NULL); END;
CREATE TRIGGER resources_changed_insert AFTER INSERT ON resources
BEGIN SELECT availability_changed(NEW.system, NEW.unit_id, NULL, NULL, NULL); END;
CREATE TRIGGER resources_changed_update AFTER UPDATE ON resources
BEGIN
  SELECT availability_changed(OLD.system, OLD.unit_id, NULL, NULL, NULL);
  SELECT availability_changed(NEW.system, NEW.unit_id, NULL, NULL, NULL);
END;
CREATE TRIGGER resources_changed_delete AFTER DELETE ON resources
BEGIN SELECT availability_changed(OLD.system, OLD.unit_id, NULL, NULL, NULL); END;
CREATE TRIGGER day_exceptions_changed_insert AFTER INSERT ON day_exceptions
BEGIN SELECT availability_changed(NEW.system, NEW.unit_id, NULL, NULL, NULL); END;
CREATE TRIGGER day_exceptions_changed_update AFTER UPDATE ON day_exceptions
BEGIN
  SELECT availability_changed(OLD.system, OLD.unit_id, NULL, NULL, NULL);
  SELECT availability_changed(NEW.system, NEW.unit_id, NULL, NULL, NULL);
END;
CREATE TRIGGER day_exceptions_changed_delete AFTER DELETE ON day_exceptions
BEGIN SELECT availability_changed(OLD.system, OLD.unit_id, NULL, NULL, NULL); END;
