/** The `activities` namespace's translate function. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
