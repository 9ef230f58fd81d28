// What the widget needs after its first step, in one lazy chunk (issue 32): the other answers'
// schemas, which the first call after the settings needs (loadLaterCalls.ts), and i18next,
// which the second step's locale file needs (createI18n.ts). Every flow goes on to a second
// step, so they travel together: one chunk costs less import glue than two (DESIGN §6).
export * from './answerSchemas.ts';
export { createI18next } from '../i18n/i18nextInstance.ts';
