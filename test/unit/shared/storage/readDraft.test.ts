import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { draftJson, readDraft } from '../../../../shared/storage/readDraft.ts';

const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const Schema = v.object({ name: v.string(), count: v.optional(v.number(), 0) });

describe('readDraft', () => {
  it.each<[string, string | null, { name: string; count: number } | null]>([
    [
      'issue 31 typed data: a draft written for the booking reads back',
      draftJson(GUID, { name: 'Anna', count: 2 }),
      { name: 'Anna', count: 2 },
    ],
    [
      'issue 31: the schema fills what it defaults',
      draftJson(GUID, { name: 'Anna' }),
      { name: 'Anna', count: 0 },
    ],
    ['issue 31 hostile storage: nothing stored', null, null],
    ['issue 31 hostile storage: an empty string', '', null],
    ['issue 31 hostile storage: not JSON', '{"bookingId":', null],
    ['issue 31 hostile storage: JSON but not an object', '"Anna"', null],
    ['issue 31 hostile storage: null', 'null', null],
    [
      'issue 31: the draft of another booking reads as none',
      draftJson('another-guid', { name: 'Anna' }),
      null,
    ],
    ['issue 31: no values', JSON.stringify({ bookingId: GUID }), null],
    ['issue 31: values the schema refuses read as none', draftJson(GUID, { name: 42 }), null],
    [
      'issue 31 hostile storage: unknown keys and prototype keys are not carried over',
      `{"bookingId":"${GUID}","values":{"__proto__":{"polluted":true},"isAdmin":true,"name":"Eva"}}`,
      { name: 'Eva', count: 0 },
    ],
  ])('%s', (_name, raw, expected) => {
    expect(readDraft(raw, GUID, Schema)).toEqual(expected);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
