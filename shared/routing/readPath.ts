import { parseInteger } from './parseInteger.ts';
import { Segment } from './segments.ts';
import { splitPath } from './splitPath.ts';

export interface PathReading {
  /** The first segment is `booking`: a booking page link. */
  hasBookingPrefix: boolean;
  system?: string;
  /** Only without the booking prefix; absent when segment 2 is not a whole number. */
  unitId?: number;
  /** Only with the booking prefix. */
  webBookingId?: string;
}

/**
 * Reads system and unit or booking id from the segment positions (counted from 1): with the
 * `booking` prefix segment 2 is the system and segment 3 the booking id, else segment 1 is the
 * system and segment 2 the unit id.
 */
export function readPath(pathname: string): PathReading {
  const segments = splitPath(pathname);
  if (segments[0]?.toLowerCase() === Segment.Booking) {
    // The activity booking page puts its marker where the id would be; the id follows it.
    const third = segments[2];
    const webBookingId = third?.toLowerCase() === Segment.ActivityBooking ? segments[3] : third;
    return {
      hasBookingPrefix: true,
      ...(segments[1] === undefined ? {} : { system: segments[1] }),
      ...(webBookingId === undefined ? {} : { webBookingId }),
    };
  }
  const unitId = parseInteger(segments[1]);
  return {
    hasBookingPrefix: false,
    ...(segments[0] === undefined ? {} : { system: segments[0] }),
    ...(unitId === undefined ? {} : { unitId }),
  };
}
