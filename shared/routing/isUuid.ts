const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True for an 8-4-4-4-12 hex id with version digit 0-5 and variant digit 8, 9, a or b. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
