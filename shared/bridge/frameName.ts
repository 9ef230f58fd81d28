const PREFIX = 'booking-widget|';

/**
 * The iframe's name tells the framed widget its instance id and the host's origin. A name (not
 * the URL) survives every navigation inside the frame, the payment terminal's round trip too,
 * and never reaches a server log.
 */
export function frameName(id: string, hostOrigin: string): string {
  return PREFIX + id + '|' + hostOrigin;
}

/** Reads a frameName back; null for any other window name. */
export function readFrameName(name: string): { id: string; origin: string } | null {
  if (!name.startsWith(PREFIX)) return null;
  const [id = '', origin = ''] = name.slice(PREFIX.length).split('|');
  if (!/^[\w-]{8,64}$/.test(id) || !/^https?:\/\/[^\s/|]+$/.test(origin)) return null;
  return { id, origin };
}
