import { yieldToHost } from '../platform/yieldToHost.ts';

/**
 * Runs the widget's start as a chain of tasks after the one that evaluated the bundle, each
 * yielding to the host page (issue 50: no widget task over 50 ms), then `start` (the element's
 * definition).
 *
 * The first `Intl.DateTimeFormat` of a page loads ICU's locale and calendar data: one task of
 * 30 to 40 ms on a desktop Chromium, 120 to 200 ms on a throttled phone, paid inside whatever
 * reads the venue's time zone first (the settings' check). The three calls before `start` load
 * that data in pieces of about 5, 11 and 4 ms (unthrottled, Chromium 156), each in a task of
 * its own; the formatter after them costs about 2 ms (docs/architecture.md "Host-page figures").
 */
export async function startInTasks(start: () => void): Promise<void> {
  await yieldToHost();
  new Intl.Locale('en-US').maximize();
  await yieldToHost();
  Intl.supportedValuesOf('calendar');
  await yieldToHost();
  Intl.DateTimeFormat.supportedLocalesOf('en-US');
  await yieldToHost();
  start();
}
