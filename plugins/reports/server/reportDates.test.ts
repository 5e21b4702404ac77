import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { REPORT_IDS, SAVED_REPORT_PATHS, reportExportPath, reportPath } from '../contract.ts';

/** A custom range's ends outside the days a report covers, malformed or too far apart: a 400 naming the end. */
let server: TestServer;
let api: Caller;

beforeAll(async () => {
  server = await startTestServer();
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username: 'report-dates',
    permissions: { reports: '0100' },
  });
  api = caller(server, await server.login(user.username, user.password));
});

afterAll(async () => {
  await server?.close();
});

const custom = (from: string, to: string) =>
  `range=custom&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** Each refused range and the field its 400 names. */
const REFUSED: readonly [string, string, string][] = [
  [custom('0000-01-01T00:00:00Z', '0000-02-01T00:00:00Z'), 'query.from', 'between 1970-01-01 and 2100-01-01'],
  [custom('0001-01-01T00:00:00+14:00', '0001-02-01T00:00:00Z'), 'query.from', 'between 1970-01-01 and 2100-01-01'],
  [custom('1969-12-31T23:59:59Z', '1970-01-02T00:00:00Z'), 'query.from', 'between 1970-01-01 and 2100-01-01'],
  [custom('9999-12-31T00:00:00-14:00', '9999-12-31T23:59:59-14:00'), 'query.from', 'between'],
  [custom('2099-12-01T00:00:00Z', '2100-01-01T00:00:01Z'), 'query.to', 'between 1970-01-01 and 2100-01-01'],
  [custom('10000-01-01T00:00:00Z', '10000-02-01T00:00:00Z'), 'query.from', 'an ISO date-time'],
  [custom('Infinity', '2026-02-01T00:00:00Z'), 'query.from', 'an ISO date-time'],
  [custom('2026-01-01T00:00:00Z', '-Infinity'), 'query.to', 'an ISO date-time'],
  [custom('2026-02-30T00:00:00Z', '2026-03-01T00:00:00Z'), 'query.from', 'an ISO date-time'],
  [custom('2026-03-01T00:00:00Z', '2026-01-01T00:00:00Z'), 'query.to', 'must be after from'],
  [custom('2024-01-01T00:00:00Z', '2026-01-01T00:00:00Z'), 'query.to', 'at most 366 days after from'],
];

describe('the dates of a report', () => {
  it.each(REPORT_IDS)('answers %s and its export 400 naming the end, never 500', async (report) => {
    const problems: string[] = [];
    for (const [query, field, message] of REFUSED) {
      for (const path of [`${reportPath(report)}?${query}`, `${reportExportPath(report)}?${query}&format=csv`]) {
        const response = await api.get(path);
        const description = response.body.errorDescription ?? '';
        if (response.status !== 400 || !description.includes(`${field}: ${message}`)) {
          problems.push(`${path} → ${response.status} ${description}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('covers a range at either end of the days it accepts', async () => {
    for (const query of [
      custom('1970-01-01T00:00:00Z', '1970-02-01T00:00:00Z'),
      custom('2099-12-01T00:00:00+01:00', '2100-01-01T00:00:00Z'),
    ]) {
      expectStatus(await api.get(`${reportPath('orderVolume')}?${query}`), 200);
    }
  });

  it('refuses to save a report with such a range, naming the field', async () => {
    const response = await api.post(SAVED_REPORT_PATHS.list, {
      name: 'Year zero',
      report: 'sla',
      filters: { range: 'custom', from: '0000-01-01T00:00:00Z', to: '0000-02-01T00:00:00Z' },
    });
    expect(expectStatus(response, 400).body.errorDescription).toContain('body.filters.from');
  });
});
