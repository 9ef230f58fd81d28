/**
 * A translate function as a screen hands it to its parts: one namespace's `t` (useNamespaceT),
 * or the widget's. The options are i18next's (count, context, placeholders), seen as plain data
 * so that shared/ knows no i18n library.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
