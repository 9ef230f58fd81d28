import type { AvailabilityCache } from './availabilityCache.ts';
import type { ApiTimeForm } from '../../shared/time/writeApiTime.ts';
import type { Db } from '../db/openDatabase.ts';
import type { SeedUnit } from '../seed/seedSchema.ts';
import type { Clock } from './clock.ts';
import type { FaultList } from './faults.ts';
import type { GuessLimit } from './guessLimit.ts';

/** What the routes of one API instance share. */
export interface ApiState {
  db: Db;
  clock: Clock;
  seed: SeedUnit[];
  faults: FaultList;
  publicOrigin: string | undefined;
  /** How answers write date-times: 'utc' (default) or 'local' (DEMO_TIME_FORMAT=local). */
  timeForm: ApiTimeForm;
  /** The venues and availability answers kept until a write or the clock changes them. */
  availability: AvailabilityCache;
  guesses: GuessLimit;
}
