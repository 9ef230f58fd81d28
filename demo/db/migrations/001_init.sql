-- Venue data (written by the seed loader; static while the demo runs)
CREATE TABLE units (
  system TEXT NOT NULL,
  id INTEGER NOT NULL,
  name TEXT NOT NULL,
  time_zone TEXT NOT NULL,
  currency TEXT NOT NULL,
  language TEXT NOT NULL,
  data TEXT NOT NULL, -- the seed unit (settings, texts, theme) as JSON
  PRIMARY KEY (system, id)
);

CREATE TABLE sections (
  system TEXT NOT NULL,
  unit_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (system, unit_id, id)
);

CREATE TABLE rules (
  system TEXT NOT NULL,
  unit_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  section_id INTEGER NOT NULL,
  data TEXT NOT NULL, -- the seed rule (time set, limits, payment, menu) as JSON
  PRIMARY KEY (system, unit_id, id)
);

CREATE TABLE resources (
  system TEXT NOT NULL,
  unit_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  section_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  number INTEGER NOT NULL,
  min_chairs INTEGER NOT NULL,
  max_chairs INTEGER NOT NULL,
  PRIMARY KEY (system, unit_id, id)
);

-- Dates resolved from the seed's day offsets. rule_id 0 means the whole unit.
CREATE TABLE day_exceptions (
  system TEXT NOT NULL,
  unit_id INTEGER NOT NULL,
  rule_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('closed', 'noWaitList')),
  PRIMARY KEY (system, unit_id, rule_id, day, kind)
);

CREATE TABLE menus (
  public_id TEXT PRIMARY KEY,
  system TEXT NOT NULL,
  unit_id INTEGER NOT NULL,
  data TEXT NOT NULL
);

CREATE TABLE article_stock (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  system TEXT NOT NULL,
  unit_id INTEGER NOT NULL,
  article_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  validity_date TEXT NOT NULL
);

-- Bookings and what they hold
CREATE TABLE bookings (
  guid TEXT PRIMARY KEY,
  system TEXT NOT NULL,
  unit_id INTEGER NOT NULL,
  number INTEGER NOT NULL,
  status INTEGER NOT NULL,
  sub_status INTEGER NOT NULL DEFAULT 0,
  guests INTEGER NOT NULL,
  guests_children INTEGER NOT NULL DEFAULT 0,
  is_activity INTEGER NOT NULL DEFAULT 0,
  is_wait_list INTEGER NOT NULL DEFAULT 0,
  is_inquiry INTEGER NOT NULL DEFAULT 0,
  is_staff INTEGER NOT NULL DEFAULT 0,
  language TEXT NOT NULL DEFAULT 'en',
  message TEXT NOT NULL DEFAULT '',
  created_ms INTEGER NOT NULL,
  changed_ms INTEGER NOT NULL,
  expires_ms INTEGER,
  data TEXT NOT NULL -- contact, customer, menus, charge, offers, inquiry, history as JSON
);
CREATE INDEX bookings_unit ON bookings (system, unit_id, status);

CREATE TABLE booking_times (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  booking_guid TEXT NOT NULL REFERENCES bookings (guid),
  rule_id INTEGER NOT NULL,
  section_id INTEGER NOT NULL,
  resource_id INTEGER,
  start_ms INTEGER NOT NULL,
  end_ms INTEGER NOT NULL,
  recoup_min INTEGER NOT NULL DEFAULT 0,
  held INTEGER NOT NULL DEFAULT 1 -- 1 while the resource is taken by this time
);
CREATE INDEX booking_times_booking ON booking_times (booking_guid);
CREATE INDEX booking_times_held ON booking_times (held, start_ms);

-- What the simulated terminal recorded for a charge
CREATE TABLE charge_results (
  charge_id TEXT PRIMARY KEY,
  booking_guid TEXT NOT NULL,
  result TEXT NOT NULL, -- 'paid', 'registered' or a payment error name
  recorded_ms INTEGER NOT NULL
);

CREATE TABLE idempotency_keys (
  key TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER NOT NULL,
  content_type TEXT NOT NULL,
  body TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  PRIMARY KEY (key, method, path)
);
