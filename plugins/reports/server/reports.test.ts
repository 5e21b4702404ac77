import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, PROVIDER_HEADER } from '../../../core/contract/http.ts';
import type { ResourceExport } from '../../../core/contract/resource.ts';
import { ORDER_RESOURCE, type Order } from '../../engine/public/contract/order.ts';
import { FINAL_ORDER_STATES } from '../../engine/public/contract/orderStates.ts';
import { WORKLIST_RESOURCE, type WorklistItem } from '../../engine/public/contract/worklist.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import {
  REPORT_IDS,
  REPORTS,
  reportExportPath,
  reportPath,
  type ReportId,
  type ReportResult,
  type ReportRow,
} from '../contract.ts';
import { WHOLE_ORDER } from './reportQueries.ts';

/** Every report over real HTTP on the seeded history, each figure checked against the order listing. */
let server: TestServer;
let operator: Caller;
let partner: Caller;
let operatorToken: string;
const PARTNER_ACCOUNT = 'ACC-NW-S';

async function signIn(username: string, accountId: string | null = null, reports = '0100') {
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username,
    accountId,
    permissions: { reports, monitor: { orders: '0100', worklist: '0100' }, inventory: { logs: '0100' } },
  });
  const token = await server.login(user.username, user.password);
  return { api: caller(server, token), token };
}

beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await signIn('reports-operator');
  operator = signedIn.api;
  operatorToken = signedIn.token;
  partner = (await signIn('reports-partner', PARTNER_ACCOUNT)).api;
});

afterAll(async () => {
  await server?.close();
});

const report = async (api: Caller, id: ReportId, query = 'range=90d') =>
  expectStatus(await api.get<ReportResult>(`${reportPath(id)}?${query}`), 200).body.data;

async function listed(api: Caller, query: string): Promise<Order[]> {
  const page = await api.get<ResourceExport<Order>>(`${ORDER_RESOURCE.paths.export}?${query}`);
  return expectStatus(page, 200).body.data.items;
}

const sum = (rows: readonly ReportRow[], column: string) => rows.reduce((total, row) => total + Number(row[column]), 0);

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function sumBy(rows: readonly ReportRow[], key: (row: ReportRow) => string, column: string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + Number(row[column]));
  return sums;
}

/** The value `percentile_disc` picks: the first of the sorted values whose rank reaches the share. */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(Math.ceil(share * sorted.length) - 1, 0)] as number;
}

const FAILED = ['FAILED', 'FAILED_TEMP', 'ROLLED_BACK'];

describe('reports against the order listing', () => {
  it('counts the order volume the listing shows for the same range and filters, per tenant and per partner', async () => {
    for (const api of [operator, partner]) {
      const volume = await report(api, 'orderVolume');
      const orders = await listed(api, `createdAtFrom=${volume.from}&createdAtTo=${volume.to}`);
      expect(orders.length).toBeGreaterThan(0);
      expect(sum(volume.rows, 'orders')).toBe(orders.length);
      const key = (service: unknown, operation: unknown, state: unknown) => `${service}/${operation}/${state}`;
      expect(sumBy(volume.rows, (row) => key(row.service, row.operation, row.state), 'orders')).toEqual(
        countBy(orders, (order) => key(order.service, order.operation, order.state)),
      );
      const byDay = countBy(orders, (order) => order.createdAt.slice(0, 10));
      expect(sumBy(volume.rows, (row) => String(row.period), 'orders')).toEqual(byDay);
    }
    const all = await report(operator, 'orderVolume');
    const own = await report(partner, 'orderVolume');
    expect(sum(own.rows, 'orders')).toBeGreaterThan(0);
    expect(sum(own.rows, 'orders')).toBeLessThan(sum(all.rows, 'orders'));
  });

  it('narrows to a service, an operation and a partner account as the listing does, by week and month', async () => {
    const [first] = (await report(operator, 'orderVolume')).rows;
    const service = String(first?.service);
    const operation = String(first?.operation);
    const filtered = await report(
      operator,
      'orderVolume',
      `range=90d&bucket=week&service=${service}&operation=${operation}&accountId=${PARTNER_ACCOUNT}`,
    );
    const orders = await listed(
      operator,
      `createdAtFrom=${filtered.from}&createdAtTo=${filtered.to}&service=${service}&operation=${operation}&accountId=${PARTNER_ACCOUNT}`,
    );
    expect(sum(filtered.rows, 'orders')).toBe(orders.length);
    expect(new Set(filtered.rows.map((row) => row.service))).toEqual(new Set(orders.length ? [service] : []));
    const monthly = await report(operator, 'orderVolume', 'range=90d&bucket=month');
    expect(monthly.rows.every((row) => /^\d{4}-\d{2}$/.test(String(row.period)))).toBe(true);
    expect(sum(monthly.rows, 'orders')).toBe(sum((await report(operator, 'orderVolume')).rows, 'orders'));
  });

  it('counts completed, failed and cancelled orders per service and operation as the listing does', async () => {
    for (const api of [operator, partner]) {
      const success = await report(api, 'successRate');
      const orders = await listed(api, `createdAtFrom=${success.from}&createdAtTo=${success.to}`);
      const key = (row: Partial<Record<'service' | 'operation', unknown>>) => `${row.service}/${row.operation}`;
      const completed = countBy(
        orders.filter((order) => order.state === 'COMPLETED'),
        key,
      );
      const failed = countBy(
        orders.filter((order) => FAILED.includes(order.state)),
        key,
      );
      for (const row of success.rows) {
        expect(row.completed).toBe(completed.get(key(row)) ?? 0);
        expect(row.failed).toBe(failed.get(key(row)) ?? 0);
        const judged = Number(row.completed) + Number(row.failed);
        expect(row.successRate).toBe(judged === 0 ? null : Number(row.completed) / judged);
      }
      expect(sum(success.rows, 'orders')).toBe(orders.length);
    }
  });

  it('gives exact duration percentiles of the completed orders, computed from the listing’s own times', async () => {
    const durations = await report(operator, 'durations');
    const orders = await listed(
      operator,
      `createdAtFrom=${durations.from}&createdAtTo=${durations.to}&state=COMPLETED`,
    );
    const byService = new Map<string, number[]>();
    for (const order of orders) {
      if (!order.completedAt) continue;
      const list = byService.get(order.service) ?? [];
      list.push(Date.parse(order.completedAt) - Date.parse(order.createdAt));
      byService.set(order.service, list);
    }
    const whole = durations.rows.filter((row) => row.step === WHOLE_ORDER);
    expect(whole.length).toBe(byService.size);
    for (const row of whole) {
      const values = byService.get(String(row.service)) ?? [];
      expect(row.count).toBe(values.length);
      for (const [column, share] of [
        ['p50Ms', 0.5],
        ['p90Ms', 0.9],
        ['p95Ms', 0.95],
        ['p99Ms', 0.99],
      ] as const) {
        expect(Number(row[column])).toBeCloseTo(percentile(values, share), 0);
      }
    }
    expect(durations.rows.some((row) => row.step !== WHOLE_ORDER)).toBe(true);
  });

  it('counts the orders with an SLA, and those past it, per service and partner account', async () => {
    const sla = await report(operator, 'sla');
    const now = Date.parse(sla.to);
    const orders = (await listed(operator, `createdAtFrom=${sla.from}&createdAtTo=${sla.to}`)).filter(
      (order) => order.slaDueAt !== null,
    );
    const key = (service: unknown, account: unknown) => `${service}/${account ?? ''}`;
    expect(sumBy(sla.rows, (row) => key(row.service, row.accountId), 'orders')).toEqual(
      countBy(orders, (order) => key(order.service, order.accountId)),
    );
    const breaching = orders.filter((order) => {
      const end = FINAL_ORDER_STATES.includes(order.state) ? Date.parse(order.completedAt ?? order.lastEventAt) : now;
      return end > Date.parse(order.slaDueAt as string);
    });
    expect(sum(sla.rows, 'breaching')).toBe(breaching.length);
    const own = await report(partner, 'sla');
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((row) => String(row.accountId).startsWith(PARTNER_ACCOUNT))).toBe(true);
  });

  it('counts the worklist items created in the range per group and assignee as the worklist lists them', async () => {
    const worklist = await report(operator, 'worklist');
    const page = await operator.get<ResourceExport<WorklistItem>>(WORKLIST_RESOURCE.paths.export ?? '');
    const [from, to] = [Date.parse(worklist.from), Date.parse(worklist.to)];
    const items = expectStatus(page, 200).body.data.items.filter(
      (item) => Date.parse(item.createdAt) >= from && Date.parse(item.createdAt) < to,
    );
    expect(items.length).toBeGreaterThan(0);
    const key = (group: unknown, assignee: unknown) => `${group ?? ''}/${assignee ?? ''}`;
    expect(sumBy(worklist.rows, (row) => key(row.group, row.assignee), 'created')).toEqual(
      countBy(items, (item) => key(item.group, item.assignee)),
    );
    expect(sum(worklist.rows, 'completed')).toBe(items.filter((item) => item.state === 'COMPLETED').length);
    const waiting = items.filter((item) => item.state === 'OPEN' || item.state === 'CLAIMED').length;
    expect(
      sum(worklist.rows, 'waitingUnder1d') + sum(worklist.rows, 'waiting1to3d') + sum(worklist.rows, 'waitingOver3d'),
    ).toBe(waiting);
  });

  it('counts network calls and errors per element and operation, and narrows to one element', async () => {
    const network = await report(operator, 'networkElements');
    expect(network.rows.length).toBeGreaterThan(0);
    for (const row of network.rows) {
      expect(Number(row.errors)).toBeLessThanOrEqual(Number(row.calls));
      expect(row.errorRate).toBe(Number(row.errors) / Number(row.calls));
    }
    const element = String(network.rows[0]?.networkElement);
    const one = await report(operator, 'networkElements', `range=90d&networkElement=${encodeURIComponent(element)}`);
    expect(new Set(one.rows.map((row) => row.networkElement))).toEqual(new Set([element]));
    expect(sum(one.rows, 'calls')).toBe(
      sum(
        network.rows.filter((row) => row.networkElement === element),
        'calls',
      ),
    );
    const failures = await report(operator, 'failures');
    expect(failures.rows.length).toBeGreaterThan(0);
    expect(failures.rows.every((row) => Number(row.orders) <= Number(row.tasks))).toBe(true);
  });
});

/** The movement log's export (Inventory › Logs), read over HTTP as any client would: the fields counted here. */
const MOVEMENT_EXPORT = '/device/movements/export';
type Movement = { kind: string; discrepancy: string | null };

describe('the inventory movements report', () => {
  it('counts the movements the movement log lists for the range, by kind, per tenant and per partner', async () => {
    for (const api of [operator, partner]) {
      const movements = await report(api, 'inventoryMovements');
      const page = await api.get<ResourceExport<Movement>>(
        `${MOVEMENT_EXPORT}?atFrom=${movements.from}&atTo=${movements.to}`,
      );
      const listed = expectStatus(page, 200).body.data.items;
      expect(sumBy(movements.rows, (row) => String(row.kind), 'movements')).toEqual(
        countBy(listed, (movement) => movement.kind),
      );
      expect(sum(movements.rows, 'discrepancies')).toBe(listed.filter((movement) => movement.discrepancy).length);
    }
    expect(sum((await report(operator, 'inventoryMovements')).rows, 'movements')).toBeGreaterThan(0);
  });
});

async function download(id: ReportId, query: string): Promise<Response> {
  return fetch(`${server.baseUrl}${API_BASE}${reportExportPath(id)}?${query}`, {
    headers: { authorization: `Bearer ${operatorToken}`, [PROVIDER_HEADER]: 'sdp-console' },
  });
}

describe('report exports', () => {
  it('writes exactly the table to XLSX, read back cell by cell', async () => {
    for (const id of ['orderVolume', 'durations', 'successRate'] as const) {
      const table = await report(operator, id);
      const response = await download(id, 'range=90d&format=xlsx');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="${id}-.*\\.xlsx"`));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.worksheets[0];
      const columns = REPORTS[id].columns;
      expect(sheet?.name).toBe(REPORTS[id].title);
      expect(sheet?.rowCount).toBe(table.rows.length + 1);
      expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(
        columns.map((column) => (column.type === 'ms' ? `${column.header} (ms)` : column.header)),
      );
      table.rows.forEach((row, index) => {
        const cells = sheet?.getRow(index + 2);
        columns.forEach((column, at) => {
          const value = cells?.getCell(at + 1).value ?? null;
          expect(value, `${id} row ${index} ${column.id}`).toEqual(row[column.id] ?? null);
        });
      });
    }
  });

  it('writes exactly the table to CSV', async () => {
    const table = await report(operator, 'sla', 'range=30d');
    const response = await download('sla', 'range=30d&format=csv');
    expect(response.headers.get('content-type')).toContain('text/csv');
    const parsed = Papa.parse<string[]>((await response.text()).replace(/^\ufeff/, '').trim());
    expect(parsed.data[0]).toEqual(REPORTS.sla.columns.map((column) => column.header));
    expect(parsed.data.length).toBe(table.rows.length + 1);
    expect(parsed.data[1]?.[0]).toBe(table.rows[0]?.service);
  });
});

describe('report input and access', () => {
  it('refuses a backward range, one over the limit, unknown filters and half a custom range, naming the field', async () => {
    const refused = async (id: ReportId, query: string, field: string) => {
      const response = expectStatus(await operator.get(`${reportPath(id)}?${query}`), 400);
      expect(response.body.errorDescription).toContain(field);
    };
    await refused('orderVolume', 'range=custom&from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', 'query.to');
    await refused('sla', 'range=custom&from=2024-01-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'query.to');
    await refused('durations', 'range=90d&colour=red', 'query.colour');
    await refused('worklist', 'range=custom&from=2026-11-01T00:00:00Z', 'query.to');
    await refused('failures', 'range=7d&from=2026-11-01T00:00:00Z', 'query.from');
    await refused('orderVolume', 'range=1y', 'query.range');
    await refused('orderVolume', 'bucket=hour', 'query.bucket');
    const exported = expectStatus(await operator.get(`${reportExportPath('sla')}?format=pdf`), 400);
    expect(exported.body.errorDescription).toContain('query.format');
  });

  it('answers a custom range exactly as asked', async () => {
    const result = await report(
      operator,
      'orderVolume',
      'range=custom&from=2020-01-01T00:00:00.000Z&to=2020-02-01T00:00:00.000Z',
    );
    expect(result).toEqual({
      report: 'orderVolume',
      from: '2020-01-01T00:00:00.000Z',
      to: '2020-02-01T00:00:00.000Z',
      rows: [],
    });
  });

  it('answers 403 on every report and export without reports:r', async () => {
    const { api } = await signIn('reports-nobody', null, '0000');
    for (const id of REPORT_IDS) {
      expectStatus(await api.get(reportPath(id)), 403);
      expectStatus(await api.get(reportExportPath(id)), 403);
    }
  });
});
