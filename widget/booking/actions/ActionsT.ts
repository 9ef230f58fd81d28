import type { TOptions } from 'i18next';

/** The translate function of the bookingActions namespace. */
export type ActionsT = (key: string, options?: TOptions) => string;
