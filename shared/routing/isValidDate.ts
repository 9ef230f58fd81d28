import { isApiDate } from '../time/apiTime.ts';

/** True for a real calendar day written YYYY-MM-DD (so 2025-02-29 is false). */
export const isValidDate: (value: string) => boolean = isApiDate;
