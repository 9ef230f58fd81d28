import { describe, expect, it } from 'vitest';
import { rewriteOnLoad } from '../../../../shared/routing/rewriteOnLoad.ts';

const ID = '3f2a1c9e-6b7d-4e21-9a3b-0c5d8e7f6a10';

describe('rewriteOnLoad', () => {
  it.each([
    [
      'doc1 §2 Path reading: plain wizard path unchanged',
      '/se_demo/1',
      '?guests=2',
      '/se_demo/1',
      '?guests=2',
      false,
      false,
    ],
    [
      'doc1 §2 Path reading: uuid second segment gains booking prefix',
      `/se_demo/${ID}`,
      '',
      `/booking/se_demo/${ID}`,
      '',
      true,
      false,
    ],
    [
      'doc1 §2 Path reading: upper-case uuid also rewritten',
      `/se_demo/${ID.toUpperCase()}`,
      '',
      `/booking/se_demo/${ID.toUpperCase()}`,
      '',
      true,
      false,
    ],
    [
      'doc1 §2 Path reading: non-uuid second segment untouched',
      '/se_demo/abc-def',
      '',
      '/se_demo/abc-def',
      '',
      false,
      false,
    ],
    [
      'doc1 §2 Path reading: already prefixed is untouched',
      `/booking/se_demo/${ID}`,
      '',
      `/booking/se_demo/${ID}`,
      '',
      false,
      false,
    ],
    [
      'doc1 §2 Path reading: system and unitId move into the path',
      '/',
      '?system=se_demo&unitId=2&tag=x',
      '/se_demo/2',
      '?tag=x',
      true,
      false,
    ],
    [
      'doc1 §2 Path reading: unitId fills a missing segment 2',
      '/se_demo',
      '?unitId=2',
      '/se_demo/2',
      '',
      true,
      false,
    ],
    [
      'doc1 §2 Path reading: path values win over query values',
      '/se_demo/1',
      '?system=no_demo&unitId=9',
      '/se_demo/1',
      '',
      true,
      false,
    ],
    [
      'doc1 §2 Path reading: unit without system stays in the query',
      '/',
      '?unitId=2',
      '/',
      '?unitId=2',
      false,
      false,
    ],
    [
      'doc1 §2 Path reading: system fills booking prefix path',
      '/booking',
      '?system=se_demo',
      '/booking/se_demo',
      '',
      true,
      false,
    ],
    [
      'doc1 §2 Path reading: activityBooking inserts segment 3 and reloads',
      '/se_demo/2',
      '?activityBooking=true&guests=2',
      '/se_demo/2/activity-booking',
      '?guests=2',
      true,
      true,
    ],
    [
      'doc1 §2 Path reading: activityBooking=1 also counts',
      '/se_demo/2/availability',
      '?activityBooking=1',
      '/se_demo/2/activity-booking/availability',
      '',
      true,
      true,
    ],
    [
      'doc1 §2 Path reading: activityBooking TRUE any case',
      '/se_demo/2',
      '?activityBooking=TRUE',
      '/se_demo/2/activity-booking',
      '',
      true,
      true,
    ],
    [
      'doc1 §2 Path reading: no reload when segment present',
      '/se_demo/2/activity-booking',
      '?activityBooking=true',
      '/se_demo/2/activity-booking',
      '',
      true,
      false,
    ],
    [
      'doc1 §2 Path reading: activityBooking=false does nothing',
      '/se_demo/2',
      '?activityBooking=false',
      '/se_demo/2',
      '?activityBooking=false',
      false,
      false,
    ],
    [
      'doc1 §2 Path reading: query move and activity insert together',
      '/',
      '?system=se_demo&unitId=2&activityBooking=true',
      '/se_demo/2/activity-booking',
      '',
      true,
      true,
    ],
    [
      'doc1 §2 Path reading: booking page gains activity segment at 3',
      `/booking/se_demo/${ID}`,
      '?activityBooking=true',
      `/booking/se_demo/activity-booking/${ID}`,
      '',
      true,
      true,
    ],
    [
      'doc1 §2 Path reading: uuid rewrite then activity insert',
      `/se_demo/${ID}`,
      '?activityBooking=true',
      `/booking/se_demo/activity-booking/${ID}`,
      '',
      true,
      true,
    ],
    [
      'doc1 §2 Path reading: activity insert needs segments 1 and 2',
      '/se_demo',
      '?activityBooking=true',
      '/se_demo',
      '?activityBooking=true',
      false,
      false,
    ],
  ])('%s', (_name, pathname, search, expectedPath, expectedSearch, changed, reload) => {
    const result = rewriteOnLoad(pathname, search);
    expect(result.pathname).toBe(expectedPath);
    expect(result.search).toBe(expectedSearch);
    expect(result.changed).toBe(changed);
    expect(result.reload).toBe(reload);
  });

  it('doc1 §2 Path reading: accepts a record and does not mutate it', () => {
    const query = { system: 'se_demo', unitId: '1', date: '2026-05-01' };
    const result = rewriteOnLoad('/', query);
    expect(result.pathname).toBe('/se_demo/1');
    expect(result.query).toEqual({ date: '2026-05-01' });
    expect(query).toEqual({ system: 'se_demo', unitId: '1', date: '2026-05-01' });
  });
});
