import type { Db } from '../db/openDatabase.ts';
import type { ApiTimeForm } from '../../shared/time/writeApiTime.ts';
import type { SeedRule, SeedSection, SeedUnit } from '../seed/seedSchema.ts';

export interface Resource {
  id: number;
  sectionId: number;
  name: string;
  number: number;
  minChairs: number;
  maxChairs: number;
}

/** A venue as stored: the seed unit plus the dates its day offsets resolved to. */
export interface Venue {
  system: string;
  id: number;
  unit: SeedUnit;
  sections: SeedSection[];
  rules: SeedRule[];
  resources: Resource[];
  /** Unit-wide closed dates (YYYY-MM-DD). */
  closedDays: Set<string>;
  /** Per rule: closed dates and dates without a waiting list. */
  ruleClosedDays: Map<number, Set<string>>;
  ruleNoWaitListDays: Map<number, Set<string>>;
  /** How the API writes this venue's date-times (DEMO_TIME_FORMAT). */
  timeForm: ApiTimeForm;
}

export function loadVenue(
  db: Db,
  system: string,
  unitId: number,
  timeForm: ApiTimeForm = 'utc',
): Venue | null {
  const row = db
    .prepare('SELECT data FROM units WHERE lower(system) = lower(?) AND id = ?')
    .get(system, unitId) as { data: string } | undefined;
  if (!row) return null;
  const unit = JSON.parse(row.data) as SeedUnit;
  const resources = db
    .prepare(
      `SELECT id, section_id AS sectionId, name, number, min_chairs AS minChairs, max_chairs AS maxChairs
       FROM resources WHERE system = ? AND unit_id = ? ORDER BY id`,
    )
    .all(unit.system, unitId) as Resource[];
  const exceptions = db
    .prepare(
      'SELECT rule_id AS ruleId, day, kind FROM day_exceptions WHERE system = ? AND unit_id = ?',
    )
    .all(unit.system, unitId) as { ruleId: number; day: string; kind: string }[];
  const closedDays = new Set<string>();
  const ruleClosedDays = new Map<number, Set<string>>();
  const ruleNoWaitListDays = new Map<number, Set<string>>();
  for (const { ruleId, day, kind } of exceptions) {
    if (ruleId === 0) {
      closedDays.add(day);
      continue;
    }
    const map = kind === 'closed' ? ruleClosedDays : ruleNoWaitListDays;
    map.set(ruleId, (map.get(ruleId) ?? new Set()).add(day));
  }
  return {
    system: unit.system,
    id: unitId,
    unit,
    sections: [...unit.sections].sort((a, b) => a.sortOrder - b.sortOrder),
    rules: unit.rules,
    resources,
    closedDays,
    ruleClosedDays,
    ruleNoWaitListDays,
    timeForm,
  };
}
