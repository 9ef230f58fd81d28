import { describe, expect, it } from 'vitest';
import { openDay } from './flow.ts';
import { click, count, until, waitForText } from './page.ts';
import { engineSuite, errors, PHONE, TITLE } from './suite.ts';

// Issue 50 in this engine: the phone's Back button closes an open modal through its exit warning
// and stays on the venue's page; the attributes of a living element change its flow in place.
const suite = engineSuite();

const modalOpen = (page: Awaited<ReturnType<typeof suite.open>>) =>
  page.evaluate<boolean>('document.querySelector("dialog[data-booking-widget-modal]").open');

describe(`${suite.name}: a good guest in the venue's page (issue 50)`, () => {
  it('modal: Back asks as the close button does; Leave closes and stays on the page', async () => {
    const page = await suite.open('/site/modal.html', PHONE);
    // The widget answers a close request once its bridge is up (`loaded`); before, Back closes.
    await page.evaluate(
      "document.addEventListener('booking-widget:loaded', () => { window.widgetLoaded = true; })",
    );
    await click(page, { role: 'button', name: 'Book a table', exact: true });
    await waitForText(page, TITLE, 'Choose number of guests');
    await until(
      () => page.evaluate<boolean>('window.widgetLoaded === true'),
      (loaded) => loaded,
      'the widget to say loaded',
    );
    const entries = await page.evaluate<number>('history.length');
    await page.evaluate('history.back()');
    await waitForText(page, { role: 'dialog', name: 'Leave the booking?' }, /Leave/);
    await click(page, { role: 'button', name: 'Leave', exact: true });
    await until(
      () => modalOpen(page),
      (open) => !open,
      'the modal to close',
    );
    expect(await page.evaluate<string>('location.pathname')).toBe('/site/modal.html');
    // The modal's entry went with it: the page has the entries it had before the modal.
    expect(await page.evaluate<number>('history.length')).toBe(entries);
    expect(await errors(page)).toEqual([]);
  });

  it('live attributes: guests, date and lang changed on the element move its flow in place', async () => {
    const page = await suite.open('/site/tag.html');
    await waitForText(page, TITLE, 'Choose number of guests');
    const set = (name: string, value: string) =>
      page.evaluate(
        `document.querySelector('booking-widget').setAttribute(${JSON.stringify(name)}, ${JSON.stringify(value)})`,
      );
    await set('children', '0');
    await set('guests', '2');
    await waitForText(page, TITLE, 'Choose a date');
    await set('date', openDay().toFormat('yyyy-MM-dd'));
    await waitForText(page, TITLE, 'Choose a time');
    await until(
      () => count(page, { role: 'button', name: /^\d\d:\d\d/ }),
      (n) => n > 0,
      'the day’s times',
    );
    await set('lang', 'sv');
    await waitForText(page, TITLE, 'Välj tid');
    expect(await errors(page)).toEqual([]);
  });
});
