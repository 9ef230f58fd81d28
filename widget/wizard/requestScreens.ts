// The booking request's two screens load together: a guest who opens the intro goes on to the
// party form, and one chunk compresses better than two small ones (DESIGN §6).
export { RequestIntro } from './RequestIntro.tsx';
export { RequestGuestsForm } from './RequestGuestsForm.tsx';
