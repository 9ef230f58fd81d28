import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { DateTime } from 'luxon';
import { BookingStatus } from '../../shared/enums.ts';
import type { Db } from '../db/openDatabase.ts';
import { seedFileSchema, type SeedUnit } from './seedSchema.ts';

const seedDir = dirname(fileURLToPath(import.meta.url));
/** Days ahead for which stock rows are written when a stock entry names no days. */
const STOCK_DAYS = 62;

class SeedError extends Error {
  override readonly name = 'SeedError';
}

export function defaultSeedFiles(): string[] {
  const fromEnv = process.env.DEMO_SEED?.split(',')
    .map((file) => file.trim())
    .filter(Boolean);
  if (fromEnv && fromEnv.length > 0) return fromEnv;
  return readdirSync(seedDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(seedDir, name));
}

/** Reads and validates seed files; a bad file throws a SeedError naming the file and field. */
export function readSeed(files: string[]): SeedUnit[] {
  const units: SeedUnit[] = [];
  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new SeedError(`Seed file ${file}: ${(error as Error).message}`);
    }
    const parsed = v.safeParse(seedFileSchema, json);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const field = issue.path?.map((item) => String(item.key)).join('.') ?? '(root)';
      throw new SeedError(`Seed file ${file}: field ${field}: ${issue.message}`);
    }
    for (const unit of parsed.output.units) checkUnit(file, unit);
    units.push(...parsed.output.units);
  }
  return units;
}

function checkUnit(file: string, unit: SeedUnit): void {
  const sectionIds = new Set(unit.sections.map((section) => section.id));
  unit.rules.forEach((rule, index) => {
    if (!sectionIds.has(rule.sectionId)) {
      throw new SeedError(
        `Seed file ${file}: field units.${unit.id}.rules.${index}.sectionId: unknown section ${rule.sectionId}`,
      );
    }
    if (rule.menuGuid && !unit.menus.some((menu) => menu.publicId === rule.menuGuid)) {
      throw new SeedError(
        `Seed file ${file}: field units.${unit.id}.rules.${index}.menuGuid: unknown menu ${rule.menuGuid}`,
      );
    }
  });
}

/** True for a database the seed has never been written to. */
export function isEmpty(db: Db): boolean {
  return db.prepare('SELECT 1 FROM units LIMIT 1').get() === undefined;
}

/** Replaces every venue and booking with the seed, days counted from today by the clock. */
export function writeSeed(db: Db, units: SeedUnit[], now: number): void {
  db.transaction(() => {
    for (const table of [
      'idempotency_keys',
      'charge_results',
      'booking_times',
      'bookings',
      'article_stock',
      'menus',
      'day_exceptions',
      'resources',
      'rules',
      'sections',
      'units',
    ]) {
      db.prepare(`DELETE FROM ${table}`).run();
    }
    units.forEach((unit) => writeUnit(db, unit, now));
  })();
}

function writeUnit(db: Db, unit: SeedUnit, now: number): void {
  const { system, id: unitId } = unit;
  const today = DateTime.fromMillis(now, { zone: unit.timeZone }).startOf('day');
  const closedWeekday = (day: DateTime) => unit.closedWeekdays.includes(day.weekday);
  // A closed date that falls on a closed weekday would not show; it moves to the next open day.
  const closedDates = new Set(
    unit.closedDayOffsets.map((offset) => {
      let day = today.plus({ days: offset });
      while (closedWeekday(day)) day = day.plus({ days: 1 });
      return day.toISODate()!;
    }),
  );
  // Seeded busy days move past closed days so that they always show as busy, not closed.
  const openDay = (offset: number): DateTime => {
    let day = today.plus({ days: offset });
    while (closedWeekday(day) || closedDates.has(day.toISODate()!)) day = day.plus({ days: 1 });
    return day;
  };
  db.prepare(
    'INSERT INTO units (system, id, name, time_zone, currency, language, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    system,
    unitId,
    unit.name,
    unit.timeZone,
    unit.currency,
    unit.language,
    JSON.stringify(unit),
  );
  const insertSection = db.prepare(
    'INSERT INTO sections (system, unit_id, id, name, sort_order, data) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertResource = db.prepare(
    'INSERT INTO resources (system, unit_id, id, section_id, name, number, min_chairs, max_chairs) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const section of unit.sections) {
    insertSection.run(
      system,
      unitId,
      section.id,
      section.name,
      section.sortOrder,
      JSON.stringify(section),
    );
    for (const resource of section.resources) {
      insertResource.run(
        system,
        unitId,
        resource.id,
        section.id,
        resource.name,
        resource.number,
        resource.minChairs,
        resource.maxChairs,
      );
    }
  }
  const insertException = db.prepare(
    'INSERT OR IGNORE INTO day_exceptions (system, unit_id, rule_id, day, kind) VALUES (?, ?, ?, ?, ?)',
  );
  for (const day of closedDates) insertException.run(system, unitId, 0, day, 'closed');
  const insertRule = db.prepare(
    'INSERT INTO rules (system, unit_id, id, section_id, data) VALUES (?, ?, ?, ?, ?)',
  );
  for (const rule of unit.rules) {
    insertRule.run(system, unitId, rule.id, rule.sectionId, JSON.stringify(rule));
    for (const offset of rule.closedDayOffsets) {
      insertException.run(
        system,
        unitId,
        rule.id,
        today.plus({ days: offset }).toISODate(),
        'closed',
      );
    }
    for (const offset of rule.noWaitListDayOffsets) {
      insertException.run(system, unitId, rule.id, openDay(offset).toISODate(), 'noWaitList');
    }
  }
  const insertMenu = db.prepare(
    'INSERT INTO menus (public_id, system, unit_id, data) VALUES (?, ?, ?, ?)',
  );
  for (const menu of unit.menus)
    insertMenu.run(menu.publicId, system, unitId, JSON.stringify(menu));
  const insertStock = db.prepare(
    'INSERT INTO article_stock (system, unit_id, article_id, quantity, validity_date) VALUES (?, ?, ?, ?, ?)',
  );
  for (const stock of unit.articleStock) {
    const offsets = stock.dayOffsets ?? Array.from({ length: STOCK_DAYS }, (_, index) => index);
    for (const offset of offsets) {
      insertStock.run(
        system,
        unitId,
        stock.articleId,
        stock.quantity,
        today.plus({ days: offset }).toISODate(),
      );
    }
  }
  writeSeedBookings(db, unit, openDay, now);
}

function writeSeedBookings(
  db: Db,
  unit: SeedUnit,
  openDay: (offset: number) => DateTime,
  now: number,
): void {
  const allResources = unit.sections.flatMap((section) =>
    section.resources.map((resource) => ({ ...resource, sectionId: section.id })),
  );
  const insertBooking = db.prepare<unknown[]>(
    `INSERT INTO bookings (guid, system, unit_id, number, status, guests, is_staff, language, created_ms, changed_ms, data)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  );
  const insertTime = db.prepare<unknown[]>(
    'INSERT INTO booking_times (booking_guid, rule_id, section_id, resource_id, start_ms, end_ms, recoup_min, held) VALUES (?, 0, ?, ?, ?, ?, 0, 1)',
  );
  let number = 1;
  for (const booking of unit.bookings) {
    const day = openDay(booking.dayOffset);
    const start = atClock(day, booking.from);
    const end = atClock(day, booking.to);
    const ids = booking.resources;
    const resources =
      ids === 'all' ? allResources : allResources.filter((resource) => ids.includes(resource.id));
    for (const resource of resources) {
      const guid = randomUUID();
      const data = {
        contact: {
          fname: 'Walk',
          lname: 'In',
          email: '',
          mobile: '',
          newsletter: false,
          message: '',
        },
        history: [],
      };
      insertBooking.run(
        guid,
        unit.system,
        unit.id,
        number++,
        BookingStatus.Web,
        booking.guests,
        unit.language,
        now,
        now,
        JSON.stringify(data),
      );
      insertTime.run(guid, resource.sectionId, resource.id, start, end);
    }
  }
}

function atClock(day: DateTime, hhmm: string): number {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return day.set({ hour, minute, second: 0, millisecond: 0 }).toMillis();
}
