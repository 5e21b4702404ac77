/**
 * Runs the steps at most `lanes` at a time, in their order, each once the step whose label is its `after` has
 * ended (when that step is among them). `run(step)` resolves once the step has ended; no new step starts once
 * `stopped()` is true (a step failed, or the run was interrupted). Resolves when every started step has ended.
 */
export async function runSideBySide(steps, lanes, run, stopped = () => false) {
  const waiting = [...steps];
  const ended = new Set();
  const running = new Set();
  const ready = (step) => !step.after || !steps.some((other) => other.label === step.after && !ended.has(other));
  while (waiting.length > 0 && !stopped()) {
    const next = waiting.find(ready);
    if (next && running.size < lanes) {
      waiting.splice(waiting.indexOf(next), 1);
      const started = Promise.resolve(run(next)).then(() => {
        running.delete(started);
        ended.add(next);
      });
      running.add(started);
    } else if (running.size > 0) await Promise.race(running);
    else break;
  }
  await Promise.all(running);
}
