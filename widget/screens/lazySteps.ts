import { lazy } from 'react';

// The calendar and the time list load with their steps (DESIGN §6), not with the first screen;
// each is fetched while the guest is still on the step before (issue 16), see preloadNextStep.
export const loadDateStep = () => import('../wizard/date/DateStep.tsx');
export const loadTimeStep = () => import('../wizard/time/TimeStep.tsx');
export const loadActivityStep = () => import('../activities/ActivityStep.tsx');
const loadRequestScreens = () => import('../wizard/requestScreens.ts');

export const DateStep = lazy(() => loadDateStep().then((m) => ({ default: m.DateStep })));
export const TimeStep = lazy(() => loadTimeStep().then((m) => ({ default: m.TimeStep })));
export const ActivityStep = lazy(() =>
  loadActivityStep().then((m) => ({ default: m.ActivityStep })),
);
export const RequestIntro = lazy(() =>
  loadRequestScreens().then((m) => ({ default: m.RequestIntro })),
);
export const RequestGuestsForm = lazy(() =>
  loadRequestScreens().then((m) => ({ default: m.RequestGuestsForm })),
);
export const PreorderStep = lazy(() =>
  import('../preorder/PreorderStep.tsx').then((m) => ({ default: m.PreorderStep })),
);
export const AlreadyFinalizedPrompt = lazy(() =>
  import('../booking/bookingPageScreen.tsx').then((m) => ({ default: m.AlreadyFinalizedPrompt })),
);
