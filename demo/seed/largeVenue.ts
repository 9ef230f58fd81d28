import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MenuGroupType } from '../../shared/enums.ts';

/**
 * A large venue for issue 51 [scale]: the demo's activity centre (or restaurant) grown to many
 * sections, each with many start times a day, and a menu with many articles. Not a file in
 * demo/seed/ (every demo and test would load it): a test, the bench or `npm run demo:seed`
 * writes it where it wants with `writeLargeVenueSeed` and passes the path as a seed file.
 */
interface LargeVenueOptions {
  /** Sections (activities, or rooms of a restaurant). */
  sections: number;
  /** Start times a day per section, every `everyMinutes` from 07:00 (at most 100 at 10 min). */
  timesPerDay?: number;
  /** @default 10 */
  everyMinutes?: number;
  /** Articles on the one menu every rule offers; 0 for none. @default 0 */
  articles?: number;
  /** @default true: an activity venue; false: a restaurant with one table rule per room */
  isActivityVenue?: boolean;
  /** The unit's id in system se_large. @default 100 */
  unitId?: number;
}

export const LARGE_SYSTEM = 'se_large';

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The seed file's JSON for one large venue (the shape of demo/seed/seedSchema.ts). */
function largeVenueSeed(options: LargeVenueOptions) {
  const { sections: count, everyMinutes = 10, articles = 0, unitId = 100 } = options;
  const isActivityVenue = options.isActivityVenue ?? true;
  const timesPerDay = options.timesPerDay ?? 100;
  const first = 7 * 60;
  const last = Math.min(first + (timesPerDay - 1) * everyMinutes, 23 * 60 + 59);
  const menuGuid = articles > 0 ? 'menu-large' : null;
  const sections = Array.from({ length: count }, (_, index) => ({
    id: unitId * 1000 + index + 1,
    name: isActivityVenue ? `Aktivitet ${index + 1}` : `Rum ${index + 1}`,
    sortOrder: index + 1,
    description: `Sektion ${index + 1} av ${count}.`,
    resources: Array.from({ length: 4 }, (_, lane) => ({
      id: unitId * 10_000 + index * 4 + lane + 1,
      name: `Bana ${lane + 1}`,
      number: index * 4 + lane + 1,
      minChairs: 1,
      maxChairs: 8,
    })),
  }));
  const rules = sections.map((section, index) => ({
    id: section.id,
    sectionId: section.id,
    title: isActivityVenue ? `${section.name} 60 min` : `Bord i ${section.name}`,
    times: { from: clock(first), to: clock(last), everyMinutes },
    durationMinutes: 60,
    minGroupSize: 1,
    maxGroupSize: 8,
    waitList: index % 5 === 0,
    menuGuid,
  }));
  const menus = menuGuid
    ? [
        {
          publicId: menuGuid,
          groups: Array.from({ length: Math.ceil(articles / 20) }, (_, group) => ({
            name: `Grupp ${group + 1}`,
            groupType: MenuGroupType.AmountChoice,
            optional: true,
            items: Array.from({ length: Math.min(20, articles - group * 20) }, (_, item) => ({
              name: `Artikel ${group * 20 + item + 1}`,
              price: 25 + ((group * 20 + item) % 10) * 10,
              articleID: unitId * 10_000 + group * 20 + item + 1,
            })),
          })),
        },
      ]
    : [];
  return {
    units: [
      {
        system: LARGE_SYSTEM,
        id: unitId,
        name: isActivityVenue ? `Storcentret ${count}` : `Storkrogen ${count}`,
        timeZone: 'Europe/Stockholm',
        currency: 'SEK',
        language: 'sv',
        maxWebGuests: 12,
        bookingWindow: { amount: 6, unit: 'week' },
        cancelHoursBefore: 12,
        isActivityVenue,
        settings: {
          introductionMessageHeader: 'Välkommen',
          phoneNumber: '+46 8 123 45 67',
          email: 'boka@example.com',
          paymentMethods: [0, 1, 6],
        },
        sections,
        rules,
        menus,
      },
    ],
  };
}

/** Writes `largeVenueSeed(options)` to `dir` and returns the file's path. */
export function writeLargeVenueSeed(dir: string, options: LargeVenueOptions): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `large-${options.isActivityVenue === false ? 'restaurant' : 'activities'}-${options.sections}.json`,
  );
  writeFileSync(file, JSON.stringify(largeVenueSeed(options)));
  return file;
}
