import type { QueueDeclaration } from '../../../core/server/jobs/JobQueue.ts';
import { regularWorkQueue, runRegularly } from '../../../core/server/jobs/runRegularly.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  SCHEDULE_EVERY_MS,
  SCHEDULE_QUEUE,
  SEND_QUEUE,
  sendDueReports,
  sendScheduledReport,
} from './scheduledReports.ts';

export const REPORT_QUEUES: readonly QueueDeclaration[] = [
  regularWorkQueue(SCHEDULE_QUEUE, 600),
  { name: SEND_QUEUE, expireInSeconds: 600 },
];

/** The worker's half: due schedules looked for every minute, and a schedule's "send now". */
export function startReportSchedules(services: ServerServices): void {
  const { db, mailer, clock, jobs, log } = services;
  runRegularly(jobs, {
    queue: SCHEDULE_QUEUE,
    everyMs: SCHEDULE_EVERY_MS,
    idleMs: 5_000,
    run: async () => {
      await sendDueReports(db, mailer, clock());
    },
    onError: (error) => log.error({ err: error }, 'scheduled reports'),
  });
  jobs.work<{ savedReportId: string }>(SEND_QUEUE, { concurrency: 1, idleMs: 2_000 }, async (job) => {
    await sendScheduledReport(db, mailer, job.data.savedReportId, clock());
  });
}
