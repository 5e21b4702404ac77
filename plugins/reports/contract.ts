/**
 * What both halves of reports share: the filters every report takes, the columns of each report's
 * table, the figures as the API answers them, and saved reports.
 */
import { z } from 'zod';
import {
  FIRST_REPORT_DAY,
  LAST_REPORT_DAY,
  REPORT_EXPORT_FORMATS,
  REPORT_IDS,
  REPORT_TITLES,
  SCHEDULE_FREQUENCIES,
  type ReportId,
} from './paths.ts';

export * from './paths.ts';

/** Time ranges ending now; `custom` takes `from` and `to`. */
export const REPORT_RANGES = ['24h', '7d', '30d', '90d', 'thisMonth', 'lastMonth', 'custom'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const REPORT_BUCKETS = ['day', 'week', 'month'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];
/** The longest range a report covers: a year and a day. */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;
const EARLIEST_MS = Date.parse(`${FIRST_REPORT_DAY}T00:00:00Z`);
const LATEST_MS = Date.parse(`${LAST_REPORT_DAY}T00:00:00Z`);

const name = z.string().trim().min(1, 'must not be empty').max(120, 'at most 120 characters');

const filterFields = {
  range: z.enum(REPORT_RANGES).default('30d'),
  /** With `range=custom`: the range's start (inclusive) and end (exclusive), ISO times. */
  from: z.iso.datetime({ offset: true, message: 'an ISO date-time, e.g. 2026-11-01T00:00:00Z' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'an ISO date-time, e.g. 2026-12-01T00:00:00Z' }).optional(),
  /** The order volume's periods. */
  bucket: z.enum(REPORT_BUCKETS).default('day'),
  /** A service's name, an operation, a partner account id, a network element's name. */
  service: name.optional(),
  operation: name.optional(),
  accountId: name.optional(),
  networkElement: name.optional(),
};

type FilterShape = {
  range: ReportRange;
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * The range's own checks: custom needs both ends, each within FIRST_REPORT_DAY and LAST_REPORT_DAY, the end
 * after the start, at most MAX_REPORT_DAYS.
 */
function checkRange(value: FilterShape, ctx: z.RefinementCtx): void {
  if (value.range !== 'custom') {
    for (const field of ['from', 'to'] as const) {
      if (value[field] !== undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'only with range=custom' });
    }
    return;
  }
  if (value.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'required with range=custom' });
  if (value.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'required with range=custom' });
  if (value.from === undefined || value.to === undefined) return;
  let inBounds = true;
  for (const field of ['from', 'to'] as const) {
    const at = Date.parse(value[field] as string);
    if (at >= EARLIEST_MS && at <= LATEST_MS) continue;
    inBounds = false;
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: `between ${FIRST_REPORT_DAY} and ${LAST_REPORT_DAY} (UTC)`,
    });
  }
  if (!inBounds) return;
  const span = Date.parse(value.to) - Date.parse(value.from);
  if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
  else if (span > MAX_REPORT_DAYS * DAY_MS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${MAX_REPORT_DAYS} days after from` });
}

/** A report's filters, as its query string. */
export const reportFiltersSchema = z.strictObject(filterFields).superRefine(checkRange);
export type ReportFilters = z.infer<typeof reportFiltersSchema>;
export type ReportFiltersInput = z.input<typeof reportFiltersSchema>;

/** The export's query: the same filters and the file's format. */
export const reportExportQuerySchema = z
  .strictObject({ ...filterFields, format: z.enum(REPORT_EXPORT_FORMATS).default('xlsx') })
  .superRefine(checkRange);

/** How a column's numbers read: a count, a duration in ms, a share 0–1; text otherwise. */
export const REPORT_COLUMN_TYPES = ['text', 'count', 'ms', 'ratio'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

export interface ReportColumn {
  id: string;
  header: string;
  type: ReportColumnType;
}

export interface ReportDefinition {
  id: ReportId;
  title: string;
  /** One line under the title: what is counted. */
  summary: string;
  columns: readonly ReportColumn[];
  /** The chart: rows summed by `label`'s value, the bars `value`. */
  chart: { label: string; value: string };
  /** The network element filter applies (the network report). */
  networkElementFilter?: boolean;
  /** False where the service and operation filters do not apply (the stock ledger has no orders). */
  orderFilters?: boolean;
  /** A row opens the order listing filtered by these of its columns (listing filter name → column id). */
  listingFilters: Readonly<Record<string, string>>;
}

const text = (id: string, header: string): ReportColumn => ({ id, header, type: 'text' });
const count = (id: string, header: string): ReportColumn => ({ id, header, type: 'count' });
const ms = (id: string, header: string): ReportColumn => ({ id, header, type: 'ms' });
const ratio = (id: string, header: string): ReportColumn => ({ id, header, type: 'ratio' });
const PERCENTILES = [ms('p50Ms', 'p50'), ms('p90Ms', 'p90'), ms('p95Ms', 'p95'), ms('p99Ms', 'p99')];

/** Every report: its title, its table's columns and its chart. */
export const REPORTS: Readonly<Record<ReportId, ReportDefinition>> = {
  orderVolume: {
    id: 'orderVolume',
    title: REPORT_TITLES.orderVolume,
    summary: 'Orders created in the range by period, service, operation and their state now.',
    columns: [
      text('period', 'Period'),
      text('service', 'Service'),
      text('operation', 'Operation'),
      text('state', 'State'),
      count('orders', 'Orders'),
    ],
    chart: { label: 'period', value: 'orders' },
    listingFilters: { service: 'service', operation: 'operation', state: 'state' },
  },
  successRate: {
    id: 'successRate',
    title: REPORT_TITLES.successRate,
    summary:
      'Orders created in the range that ended or parked, by service and operation: completed, failed (failed, parked or rolled back) and the share completed.',
    columns: [
      text('service', 'Service'),
      text('operation', 'Operation'),
      count('orders', 'Orders'),
      count('completed', 'Completed'),
      count('failed', 'Failed'),
      count('cancelled', 'Cancelled'),
      ratio('successRate', 'Success rate'),
    ],
    chart: { label: 'service', value: 'failed' },
    listingFilters: { service: 'service', operation: 'operation' },
  },
  failures: {
    id: 'failures',
    title: REPORT_TITLES.failures,
    summary: 'Failed tasks of the orders created in the range, by step and error code, and how many orders they hit.',
    columns: [
      text('service', 'Service'),
      text('step', 'Step'),
      text('errorCode', 'Error code'),
      count('tasks', 'Failed tasks'),
      count('orders', 'Orders'),
    ],
    chart: { label: 'errorCode', value: 'tasks' },
    listingFilters: { service: 'service' },
  },
  durations: {
    id: 'durations',
    title: REPORT_TITLES.durations,
    summary:
      'How long completed orders (intake to end) and their completed steps took, exact percentiles over the range, by service and by step.',
    columns: [text('service', 'Service'), text('step', 'Step'), count('count', 'Completed'), ...PERCENTILES],
    chart: { label: 'service', value: 'p95Ms' },
    listingFilters: { service: 'service' },
  },
  sla: {
    id: 'sla',
    title: REPORT_TITLES.sla,
    summary:
      'Orders created in the range with an SLA, by service and partner account: those that ended after it or are still open past it, and the time over.',
    columns: [
      text('service', 'Service'),
      text('accountId', 'Partner account'),
      count('orders', 'With an SLA'),
      count('breaching', 'Breaching'),
      ratio('breachRate', 'Breach rate'),
      ms('overTotalMs', 'Time over SLA'),
      ms('overMaxMs', 'Longest over'),
    ],
    chart: { label: 'service', value: 'breaching' },
    listingFilters: { service: 'service', accountId: 'accountId' },
  },
  worklist: {
    id: 'worklist',
    title: REPORT_TITLES.worklist,
    summary:
      'Worklist items created in the range by group and assignee: completed, still waiting by age, and the median time to claim and to complete.',
    columns: [
      text('group', 'Group'),
      text('assignee', 'Assignee'),
      count('created', 'Created'),
      count('completed', 'Completed'),
      count('waitingUnder1d', 'Waiting < 1 day'),
      count('waiting1to3d', 'Waiting 1–3 days'),
      count('waitingOver3d', 'Waiting > 3 days'),
      ms('claimP50Ms', 'Time to claim (median)'),
      ms('completeP50Ms', 'Time to complete (median)'),
    ],
    chart: { label: 'group', value: 'created' },
    listingFilters: {},
  },
  networkElements: {
    id: 'networkElements',
    title: REPORT_TITLES.networkElements,
    summary:
      'Calls to network elements made in the range by the orders asked for, by element and operation: errors, error rate and latency p95.',
    columns: [
      text('networkElement', 'Network element'),
      text('operation', 'Operation'),
      count('calls', 'Calls'),
      count('errors', 'Errors'),
      ratio('errorRate', 'Error rate'),
      ms('latencyP95Ms', 'Latency p95'),
    ],
    chart: { label: 'networkElement', value: 'calls' },
    networkElementFilter: true,
    listingFilters: {},
  },
  inventoryMovements: {
    id: 'inventoryMovements',
    title: REPORT_TITLES.inventoryMovements,
    summary:
      'Stock movements in the range as the movement log lists them, by kind (receipts, assignments, transfers, discrepancies…) and device model; only the range and the partner account apply.',
    columns: [
      text('kind', 'Movement'),
      text('model', 'Model'),
      count('movements', 'Movements'),
      count('discrepancies', 'With a discrepancy'),
    ],
    chart: { label: 'kind', value: 'movements' },
    orderFilters: false,
    listingFilters: {},
  },
};

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;
export type ReportRow = Record<string, ReportCell>;

/** A report's figures: the range it covers and its table's rows (keys are its columns' ids). */
export const reportResultSchema = z.object({
  report: z.enum(REPORT_IDS),
  from: z.string(),
  to: z.string(),
  rows: z.array(z.record(z.string(), reportCellSchema)),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

/**
 * One recipient of a schedule as the owner and those who may change it see it: a user of the tenant (mailed
 * at their e-mail address of the moment) or an address outside it the tenant allows. `skipped` says why it
 * is not mailed now (a disabled user, an address no longer allowed), null when it is.
 */
export const scheduleRecipientSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('user'),
    userId: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    skipped: z.string().nullable(),
  }),
  z.object({ kind: z.literal('address'), address: z.string(), skipped: z.string().nullable() }),
]);
export type ScheduleRecipient = z.infer<typeof scheduleRecipientSchema>;

/**
 * A schedule: how often the report is mailed (XLSX attached) and to whom. `recipients` is null for a reader
 * who is neither its owner nor one who may change any schedule: they see that it is scheduled, not to whom.
 * `skipped` says why nothing is mailed at all (its owner may no longer schedule reports).
 */
export const reportScheduleSchema = z.object({
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  recipients: z.array(scheduleRecipientSchema).nullable(),
  nextRunAt: z.string(),
  skipped: z.string().nullable(),
  /** Sent back with a change or a stop (412 when someone changed it since). */
  version: z.number().int(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

/** A report saved with its filters; `shared` lets every user of the tenant open it, `own` says the caller made it. */
export const savedReportSchema = z.object({
  savedReportId: z.string(),
  name: z.string(),
  report: z.enum(REPORT_IDS),
  filters: z.record(z.string(), z.string()),
  shared: z.boolean(),
  own: z.boolean(),
  ownerName: z.string(),
  schedule: reportScheduleSchema.nullable(),
  createdAt: z.string(),
  /** Sent back with a rename (412 when someone changed it since). */
  version: z.number().int(),
});
export type SavedReport = z.infer<typeof savedReportSchema>;

/** A saved report's filters: the report's own query fields (checked as the report checks them). */
const savedFiltersSchema = z
  .record(z.string().max(40), z.string().max(200))
  .default({})
  .superRefine((filters, ctx) => {
    const parsed = reportFiltersSchema.safeParse(filters);
    if (!parsed.success)
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', path: issue.path });
  });

const savedReportName = z.string().trim().min(1, 'Enter a name.').max(80, 'A name has at most 80 characters.');

export const createSavedReportSchema = z.strictObject({
  name: savedReportName,
  report: z.enum(REPORT_IDS),
  filters: savedFiltersSchema,
  shared: z.boolean().default(false),
});
export type CreateSavedReport = z.input<typeof createSavedReportSchema>;

/** A rename or a change of sharing of the caller's saved report, with the version it changes. */
export const updateSavedReportSchema = z.strictObject({
  version: z.number().int().min(1).optional(),
  name: savedReportName.optional(),
  shared: z.boolean().optional(),
});
export type UpdateSavedReport = z.input<typeof updateSavedReportSchema>;

export const savedReportParamsSchema = z.strictObject({ savedReportId: z.uuid('A saved report id is a UUID') });

const email = z.email('an e-mail address, e.g. ops@example.com').max(200);

/** The most recipients one schedule mails. */
const MAX_RECIPIENTS = 20;

/** A recipient as a schedule is sent: `{ userId }` a user of the tenant, or `{ address }` one the tenant allows. */
const recipientSchema = z
  .strictObject({ userId: z.uuid('a user id (a UUID)').optional(), address: email.optional() })
  .refine((recipient) => (recipient.userId === undefined) !== (recipient.address === undefined), {
    message: 'either userId (a user of the tenant) or address',
  });
export type RecipientInput = z.input<typeof recipientSchema>;

export const scheduleReportSchema = z.strictObject({
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  recipients: z
    .array(recipientSchema)
    .min(1, 'at least one recipient')
    .max(MAX_RECIPIENTS, `at most ${MAX_RECIPIENTS} recipients`),
  /** The schedule's version edited; left out when the report has no schedule yet. */
  version: z.number().int().min(1).optional(),
});
export type ScheduleReport = z.input<typeof scheduleReportSchema>;

export const stopScheduleQuerySchema = z.strictObject({
  version: z.coerce.number().int().min(1).optional(),
});

/**
 * One run of a schedule: when, what became of it (sent; failed; skipped: no recipient might receive it or its
 * owner may no longer schedule), how many rows the attached table held. `sentTo` and `skipped` name the
 * recipients, for those who may see them (null for other readers, who see the counts).
 */
export const scheduleRunSchema = z.object({
  runId: z.string(),
  at: z.string(),
  result: z.enum(['SENT', 'FAILED', 'SKIPPED']),
  message: z.string(),
  rows: z.number().int().nullable(),
  sentCount: z.number().int(),
  skippedCount: z.number().int(),
  sentTo: z.array(z.string()).nullable(),
  skipped: z.array(z.object({ recipient: z.string(), reason: z.string() })).nullable(),
});
export type ScheduleRun = z.infer<typeof scheduleRunSchema>;

/** A user of the tenant the caller may mail a report to, as the recipient picker offers it. */
export const recipientUserSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });
export type RecipientUser = z.infer<typeof recipientUserSchema>;

export const recipientSearchSchema = z.strictObject({
  q: z.string().trim().max(120, 'at most 120 characters').default(''),
});

/**
 * One entry of the tenant's allowed external recipients: an address (`auditor@partner.example`) or a
 * domain (`partner.example`, any address at it; not its subdomains).
 */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const allowedRecipient = z
  .string()
  .trim()
  .toLowerCase()
  .max(200, 'at most 200 characters')
  .transform((entry) => entry.replace(/^@/, ''))
  .refine((entry) => DOMAIN.test(entry) || z.email().safeParse(entry).success, {
    message: 'an address (ops@partner.example) or a domain (partner.example)',
  });

/** The most entries the allowed external recipients hold. */
const MAX_ALLOWED_RECIPIENTS = 200;

/** The tenant's reports configuration: where outside the tenant a report may be mailed (version 0 until saved). */
export const reportsConfigurationSchema = z.object({
  allowedRecipients: z.array(z.string()),
  version: z.number().int(),
});
export type ReportsConfiguration = z.infer<typeof reportsConfigurationSchema>;

export const updateReportsConfigurationSchema = z.strictObject({
  version: z.number().int().min(0).optional(),
  allowedRecipients: z
    .array(allowedRecipient)
    .max(MAX_ALLOWED_RECIPIENTS, `at most ${MAX_ALLOWED_RECIPIENTS} addresses and domains`)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        if (seen.has(entry)) ctx.addIssue({ code: 'custom', path: [index], message: `${entry} is listed twice` });
        seen.add(entry);
      });
    }),
});
export type UpdateReportsConfiguration = z.input<typeof updateReportsConfigurationSchema>;
