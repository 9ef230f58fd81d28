import { describe, expect, it } from 'vitest';
import { startInTasks } from '../../../../widget/element/startInTasks.ts';

// Issue 50 "No long task of the widget's on the host page": after the bundle's evaluation the
// start runs as a chain of tasks (ICU's warm-up in pieces, then the element's definition), with
// the host page's own tasks in between.
describe('startInTasks', () => {
  it('starts the element only after the host page had tasks of its own in between', async () => {
    const order: string[] = [];
    let hostTasks = 0;
    const host = () => {
      hostTasks++;
      if (hostTasks < 3) setTimeout(host);
    };
    setTimeout(host);
    const started = startInTasks(() => order.push(`start after ${hostTasks} host tasks`));
    expect(order).toEqual([]);
    await started;
    expect(order).toHaveLength(1);
    expect(hostTasks).toBeGreaterThanOrEqual(3);
  });
});
