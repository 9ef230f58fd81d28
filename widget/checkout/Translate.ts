import type { TOptions } from 'i18next';

/** The `checkout` namespace's translate function, as useNamespaceT hands it out. */
export type Translate = (key: string, options?: TOptions) => string;
