import { describe, expect, it } from 'vitest';
import { runSideBySide } from '../../scripts/sideBySide.mjs';

interface Step {
  label: string;
  after?: string;
}

/** Steps that end when the test says so, and what happened: which started, at most how many at once. */
function controlledSteps() {
  const log: string[] = [];
  const finishers = new Map<string, (passed: boolean) => void>();
  let runningNow = 0;
  let mostAtOnce = 0;
  const run = (step: Step) =>
    new Promise<boolean>((resolve) => {
      log.push(`start ${step.label}`);
      runningNow += 1;
      mostAtOnce = Math.max(mostAtOnce, runningNow);
      finishers.set(step.label, (passed) => {
        log.push(`end ${step.label}`);
        runningNow -= 1;
        resolve(passed);
      });
    });
  /** Lets the scheduler react to what has ended. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const finish = async (label: string, passed = true) => {
    const finisher = finishers.get(label);
    if (!finisher) throw new Error(`${label} has not started`);
    finisher(passed);
    await settle();
  };
  return { log, run, finish, settle, mostAtOnce: () => mostAtOnce };
}

describe('the side-by-side steps of npm test', () => {
  it('runs at most one step per lane, in order, starting the next as one ends', async () => {
    const steps = controlledSteps();
    const done = runSideBySide([{ label: 'a' }, { label: 'b' }, { label: 'c' }], 2, steps.run);
    await steps.settle();
    expect(steps.log).toEqual(['start a', 'start b']);
    await steps.finish('b');
    expect(steps.log).toEqual(['start a', 'start b', 'end b', 'start c']);
    await steps.finish('a');
    await steps.finish('c');
    await done;
    expect(steps.mostAtOnce()).toBe(2);
  });

  it('starts a step only once the step it comes after has ended, letting later ones pass it', async () => {
    const steps = controlledSteps();
    const done = runSideBySide(
      [{ label: 'build' }, { label: 'seed', after: 'build' }, { label: 'lint' }, { label: 'format' }],
      2,
      steps.run,
    );
    await steps.settle();
    expect(steps.log).toEqual(['start build', 'start lint']);
    await steps.finish('lint');
    expect(steps.log.at(-1)).toBe('start format');
    await steps.finish('build');
    expect(steps.log.at(-1)).toBe('start seed');
    await steps.finish('format');
    await steps.finish('seed');
    await done;
  });

  it('runs a step whose earlier step is not among the steps at once', async () => {
    const steps = controlledSteps();
    const done = runSideBySide([{ label: 'seed', after: 'build' }], 2, steps.run);
    await steps.settle();
    expect(steps.log).toEqual(['start seed']);
    await steps.finish('seed');
    await done;
  });

  it('starts nothing new once stopped, and waits for the steps still running', async () => {
    const steps = controlledSteps();
    let failed = false;
    const run = async (step: Step) => {
      const passed = await steps.run(step);
      if (!passed) failed = true;
    };
    let resolved = false;
    const done = runSideBySide([{ label: 'a' }, { label: 'b' }, { label: 'c' }], 2, run, () => failed).then(() => {
      resolved = true;
    });
    await steps.settle();
    await steps.finish('a', false);
    expect(steps.log).toEqual(['start a', 'start b', 'end a']);
    expect(resolved).toBe(false);
    await steps.finish('b');
    await done;
    expect(steps.log).toEqual(['start a', 'start b', 'end a', 'end b']);
  });
});
