// What the API client needs after the first step's settings, in one lazy chunk (issue 32): the
// other answers' schemas and ky. The first call after the settings needs both.
export * from './answerSchemas.ts';
export { default as ky, HTTPError } from 'ky';
