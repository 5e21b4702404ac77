import { readlinkSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { THREAD_SELF, threadCpuMs } from './threadCpuClock.ts';

/** A worker thread that names itself, then on each message runs `work` (its source) and answers. */
function workerRunning(work: string): Worker {
  return new Worker(
    `const { parentPort } = require('node:worker_threads');
     const fs = require('node:fs');
     const ownCpuMs = () => {
       const stat = fs.readFileSync('/proc/thread-self/stat', 'utf8');
       const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
       return (Number(fields[11]) + Number(fields[12])) * 10;
     };
     parentPort.postMessage(fs.readlinkSync('${THREAD_SELF}').split('/').pop());
     parentPort.on('message', () => { ${work}; parentPort.postMessage('done'); });`,
    { eval: true },
  );
}

const next = (worker: Worker) => new Promise<string>((resolve) => worker.once('message', resolve));

let worker: Worker | undefined;
afterEach(async () => {
  await worker?.terminate();
});

describe.runIf(process.platform === 'linux')('a thread’s CPU time', () => {
  it('reads this thread as Linux names it', () => {
    const tid = readlinkSync(THREAD_SELF).split('/').pop() as string;
    expect(threadCpuMs(tid)).toBeGreaterThan(0);
  });

  /** The CPU time a worker's thread is read to have used while it ran `work` once. */
  async function cpuMsOf(work: string): Promise<number> {
    worker = workerRunning(work);
    const tid = await next(worker);
    const before = threadCpuMs(tid) as number;
    worker.postMessage('run');
    await next(worker);
    return (threadCpuMs(tid) as number) - before;
  }

  it('counts what a thread ran, however long that took', async () => {
    expect(await cpuMsOf('const until = ownCpuMs() + 300; while (ownCpuMs() < until) {}')).toBeGreaterThanOrEqual(300);
  });

  it('does not count the time a thread waited', async () => {
    expect(await cpuMsOf('Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300)')).toBeLessThan(100);
  });

  it('answers null for a thread that is not there', () => {
    expect(threadCpuMs('0')).toBeNull();
  });
});
