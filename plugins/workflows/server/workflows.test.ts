import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import {
  WORKFLOW_PATHS,
  WORKFLOW_RESOURCE,
  type Workflow,
  type WorkflowDraft,
  type WorkflowProblemsData,
  type WorkflowVersion,
  type WorkflowVersionSummary,
  type WorkflowXml,
  type WorkflowXmlProblem,
} from '../../engine/public/contract/workflow.ts';
import type { WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import type { WorkflowDiff } from '../../engine/public/contract/workflowDiff.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { type DeleteRefusedData, type StaleVersionData } from '../../../core/contract/failures.ts';
import { recordPath } from '../../resourceKit/public/contract/resource.ts';
import { auditOf, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { engineCaller } from '../../engine/testing/engineCallers.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';

/** Workflows over real HTTP: the draft, the publish checks, immutable versions, diff, restore, clone, XML. */
let server: TestServer;
let designer: Caller;
let reader: Caller;
let foreigner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  designer = await engineCaller(server, AURORA, 'workflow-designer', '1111');
  reader = await engineCaller(server, AURORA, 'workflow-reader', '0100');
  foreigner = await engineCaller(server, BOREALIS, 'workflow-foreigner', '1111');
});

afterAll(async () => {
  await server?.close();
});

const path = (template: string, workflowId: string, extra: Record<string, string | number> = {}) =>
  fillPath(template as never, { workflowId, ...extra } as never);

async function listAll(as: Caller = designer): Promise<Workflow[]> {
  return expectStatus(await as.get<KeysetPage<Workflow>>(`${WORKFLOW_RESOURCE.paths.list}?limit=500`), 200).body.data
    .items;
}

async function createWorkflow(name: string): Promise<Workflow> {
  return expectStatus(await designer.post<Workflow>(WORKFLOW_RESOURCE.paths.create ?? '', { name }), 200).body.data;
}

async function saveDraft(workflowId: string, version: number, definition: WorkflowDefinition) {
  return designer.put<WorkflowDraft>(path(WORKFLOW_PATHS.draft, workflowId), { version, definition });
}

/** start → check (a task) → decide → ok | refuse → end */
function decisionGraph(withCondition: boolean): WorkflowDefinition {
  return {
    steps: [
      { id: 'start', kind: 'START', name: 'Start' },
      { id: 'check', kind: 'TASK', name: 'Check address', taskTemplate: 'Check address' },
      { id: 'decide', kind: 'DECISION', name: 'Served?' },
      { id: 'ok', kind: 'TASK', name: 'Notify', taskTemplate: 'Notify customer' },
      { id: 'refuse', kind: 'TASK', name: 'Refuse', taskTemplate: 'Refuse order' },
      { id: 'end', kind: 'END', name: 'End' },
    ],
    edges: [
      { from: 'start', to: 'check' },
      { from: 'check', to: 'decide' },
      withCondition
        ? { from: 'decide', to: 'ok', condition: 'steps.check.output.result.served = true' }
        : { from: 'decide', to: 'ok' },
      { from: 'decide', to: 'refuse', default: true },
      { from: 'ok', to: 'end' },
      { from: 'refuse', to: 'end' },
    ],
    failurePolicy: 'PARK',
  };
}

describe('the seeded catalogue', () => {
  it('has published workflows that pass the publish checks, with their drafts unchanged', async () => {
    const seeded = (await listAll()).filter((workflow) => workflow.updatedBy === 'seed');
    expect(seeded.map((workflow) => workflow.name)).toContain('Fibre broadband – add');
    for (const workflow of seeded) {
      expect(workflow).toMatchObject({ latestVersion: 1, draftChanged: false, enabled: true });
      expect(workflow.stepCount).toBeGreaterThanOrEqual(4);
      const checks = expectStatus(
        await reader.get<WorkflowProblemsData>(path(WORKFLOW_PATHS.validate, workflow.workflowId)),
        200,
      );
      expect(checks.body.data.problems, workflow.name).toEqual([]);
    }
  });
});

describe('a workflow from draft to versions', () => {
  it('publishes only a draft that passes the checks, as immutable numbered versions', async () => {
    const workflow = await createWorkflow('Address check');
    expect(workflow).toMatchObject({ latestVersion: null, draftChanged: true, stepCount: 2, version: 1 });

    const saved = expectStatus(await saveDraft(workflow.workflowId, 1, decisionGraph(false)), 200).body.data;
    expect(saved.version).toBe(2);
    const stale = expectStatus(await saveDraft(workflow.workflowId, 1, decisionGraph(true)), 412);
    expect(stale.body.data as unknown as StaleVersionData).toEqual({ currentVersion: 2 });
    const unversioned = await designer.put(path(WORKFLOW_PATHS.draft, workflow.workflowId), {
      definition: decisionGraph(true),
    });
    expect(expectStatus(unversioned, 428).body.errorDescription).toContain('the current version is 2');

    const checks = expectStatus(
      await reader.get<WorkflowProblemsData>(path(WORKFLOW_PATHS.validate, workflow.workflowId)),
      200,
    ).body.data;
    expect(checks.problems).toEqual([
      expect.objectContaining({ code: 'MISSING_CONDITION', edge: { from: 'decide', to: 'ok' } }),
    ]);
    const publish = (version: number, comment = 'First cut') =>
      designer.post<Workflow>(path(WORKFLOW_PATHS.publish, workflow.workflowId), { version, comment });
    const refused = expectStatus(await publish(2), 422);
    expect(refused.body.errorDescription).toContain('The edge decide → ok leaves a decision without a condition');
    expect((refused.body.data as unknown as WorkflowProblemsData).problems).toHaveLength(1);

    expectStatus(await saveDraft(workflow.workflowId, 2, decisionGraph(true)), 200);
    const published = expectStatus(await publish(3), 200);
    expect(published.body.message).toBe('Version 1 published');
    // Laid out at publish and stored with the version: a place for every step, top to bottom.
    const { layout } = await engineDb(server.runtime.services.db)
      .selectFrom('workflow_versions')
      .select('layout')
      .where('workflow_id', '=', workflow.workflowId)
      .where('number', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Object.keys(layout ?? {}).sort()).toEqual(
      decisionGraph(true)
        .steps.map((step) => step.id)
        .sort(),
    );
    expect(published.body.data).toMatchObject({ latestVersion: 1, draftChanged: false, version: 4 });
    expect(expectStatus(await publish(4, 'Again'), 409).body.errorDescription).toContain('version 1');

    const moved = decisionGraph(true);
    moved.steps = moved.steps.map((step) => ({ ...step, position: { x: 10, y: 20 } }));
    const movedDraft = expectStatus(await saveDraft(workflow.workflowId, 4, moved), 200).body.data;
    expect(movedDraft.contentHash).not.toBe(saved.contentHash);
    const afterMove = (await listAll()).find((row) => row.workflowId === workflow.workflowId);
    expect(afterMove?.draftChanged).toBe(false);

    const grown = decisionGraph(true);
    grown.steps.splice(4, 0, { id: 'bill', kind: 'TASK', name: 'Bill', taskTemplate: 'Open billing account' });
    grown.edges = grown.edges.map((edge) => (edge.from === 'ok' ? { from: 'ok', to: 'bill' } : edge));
    grown.edges.push({ from: 'bill', to: 'end' });
    expectStatus(await saveDraft(workflow.workflowId, 5, grown), 200);
    expectStatus(await publish(6, 'Bill it'), 200);

    const versions = expectStatus(
      await reader.get<WorkflowVersionSummary[]>(path(WORKFLOW_PATHS.versions, workflow.workflowId)),
      200,
    ).body.data;
    expect(versions.map((version) => [version.number, version.comment, version.publishedBy])).toEqual([
      [2, 'Bill it', 'workflow-designer'],
      [1, 'First cut', 'workflow-designer'],
    ]);
    const first = expectStatus(
      await reader.get<WorkflowVersion>(path(WORKFLOW_PATHS.version, workflow.workflowId, { number: 1 })),
      200,
    ).body.data;
    expect(first.definition.steps.map((step) => step.id)).not.toContain('bill');
    const notANumber = await reader.get(path(WORKFLOW_PATHS.version, workflow.workflowId, { number: 'latest' }));
    expect(expectStatus(notANumber, 404).body.errorDescription).toBe('Version latest of the workflow was not found.');

    const diff = expectStatus(
      await reader.get<WorkflowDiff>(`${path(WORKFLOW_PATHS.diff, workflow.workflowId)}?from=1&to=2`),
      200,
    ).body.data;
    expect(diff.steps.added.map((step) => step.id)).toEqual(['bill']);
    expect(diff.edges.removed).toEqual([{ from: 'ok', to: 'end' }]);
    expect(diff.edges.added).toEqual([
      { from: 'ok', to: 'bill' },
      { from: 'bill', to: 'end' },
    ]);
    const none = expectStatus(
      await reader.get<WorkflowDiff>(`${path(WORKFLOW_PATHS.diff, workflow.workflowId)}?from=2&to=draft`),
      200,
    ).body.data;
    expect(none.steps.added).toEqual([]);
    expect(none.failurePolicy).toBeNull();
  });

  it('restores an old version as the draft, and keeps the story in its history', async () => {
    const workflow = await createWorkflow('Restorable');
    expectStatus(await saveDraft(workflow.workflowId, 1, decisionGraph(true)), 200);
    const publish = (version: number, comment: string) =>
      designer.post(path(WORKFLOW_PATHS.publish, workflow.workflowId), { version, comment });
    expectStatus(await publish(2, 'One'), 200);
    const two = decisionGraph(true);
    two.failurePolicy = 'ROLL_BACK';
    expectStatus(await saveDraft(workflow.workflowId, 3, two), 200);
    expectStatus(await publish(4, 'Two'), 200);

    const restored = expectStatus(
      await designer.post<WorkflowDraft>(path(WORKFLOW_PATHS.restore, workflow.workflowId), { version: 5, number: 1 }),
      200,
    );
    expect(restored.body.message).toBe('Version 1 restored as the draft');
    expect(restored.body.data.definition.failurePolicy).toBe('PARK');
    const missing = await designer.post(path(WORKFLOW_PATHS.restore, workflow.workflowId), { version: 6, number: 9 });
    expect(expectStatus(missing, 404).body.errorDescription).toContain('Version 9');

    const history = expectStatus(
      await reader.get<{ action: string; actor: string }[]>(path(WORKFLOW_PATHS.history, workflow.workflowId)),
      200,
    ).body.data;
    expect(history.map((entry) => entry.action)).toEqual([
      'restore',
      'publish',
      'update',
      'publish',
      'update',
      'create',
    ]);
  });

  it('clones the draft under a new name, without versions; a taken name is a 409 naming the field', async () => {
    const source = (await listAll()).find((workflow) => workflow.name === 'Fibre broadband – add');
    if (!source) throw new Error('The seeded fibre workflow is missing');
    const clonePath = path(WORKFLOW_PATHS.clone, source.workflowId);
    const clone = expectStatus(await designer.post<Workflow>(clonePath, { name: 'Fibre trial' }), 200).body.data;
    expect(clone).toMatchObject({ name: 'Fibre trial', latestVersion: null, stepCount: source.stepCount });
    expect(clone.description).toBe('Copy of Fibre broadband – add');
    const taken = expectStatus(await designer.post(clonePath, { name: 'fibre TRIAL' }), 409);
    expect(taken.body.errorDescription).toBe('A workflow named "fibre TRIAL" already exists.');
  });

  it('refuses to delete a workflow a service maps, and keeps every workflow inside its tenant', async () => {
    const mobile = (await listAll()).find((workflow) => workflow.name === 'Mobile postpaid – add');
    if (!mobile) throw new Error('The seeded mobile workflow is missing');
    const refused = expectStatus(
      await designer.delete(`${recordPath(WORKFLOW_RESOURCE, 'delete', mobile.workflowId)}?version=${mobile.version}`),
      409,
    );
    expect((refused.body.data as unknown as DeleteRefusedData).reason).toBe('Used by the service "mobile-postpaid".');
    expectStatus(await foreigner.get(path(WORKFLOW_PATHS.draft, mobile.workflowId)), 404);
    expectStatus(await foreigner.post(path(WORKFLOW_PATHS.clone, mobile.workflowId), { name: 'Stolen' }), 404);
    expect((await listAll(foreigner)).map((workflow) => workflow.workflowId)).not.toContain(mobile.workflowId);
    expectStatus(
      await reader.put(path(WORKFLOW_PATHS.draft, mobile.workflowId), { version: 1, definition: decisionGraph(true) }),
      403,
    );

    const unused = await createWorkflow('Short lived');
    expectStatus(await designer.delete(`${recordPath(WORKFLOW_RESOURCE, 'delete', unused.workflowId)}?version=1`), 200);
  });
});

const xmlPath = (workflowId: string) => fillPath(WORKFLOW_PATHS.xml, { workflowId });

async function seededWorkflow(name: string): Promise<Workflow> {
  const page = await designer.get<KeysetPage<Workflow>>(
    `${WORKFLOW_RESOURCE.paths.list}?q=${encodeURIComponent(name)}`,
  );
  return expectStatus(page, 200).body.data.items[0] as Workflow;
}

describe('a workflow’s icon', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

  it('uploads a checked image apart from the record’s version, cleans an SVG, and removes it', async () => {
    const workflow = await createWorkflow('Icon trial');
    const iconPath = path(WORKFLOW_PATHS.icon, workflow.workflowId);
    const saved = expectStatus(await designer.put<Workflow>(iconPath, { dataUrl: dataUrl('image/png', PNG) }), 200).body
      .data;
    expect(saved.icon).toBe(dataUrl('image/png', PNG));
    expect(saved.version).toBe(workflow.version);
    // An edit made on the version read before the upload is not overtaken by it, and keeps the icon.
    const renamed = expectStatus(
      await designer.put<Workflow>(recordPath(WORKFLOW_RESOURCE, 'update', workflow.workflowId), {
        name: 'Icon trial renamed',
        description: '',
        enabled: true,
        version: workflow.version,
      }),
      200,
    ).body.data;
    expect(renamed.icon).toBe(saved.icon);

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>';
    const cleaned = expectStatus(
      await designer.put<Workflow>(iconPath, { dataUrl: dataUrl('image/svg+xml', Buffer.from(svg)) }),
      200,
    ).body.data;
    const text = Buffer.from((cleaned.icon ?? '').split(',')[1] ?? '', 'base64').toString('utf8');
    expect(text).toContain('<circle');
    expect(text).not.toMatch(/script|onload/);

    const notPng = expectStatus(
      await designer.put(iconPath, { dataUrl: dataUrl('image/png', Buffer.from('GIF89a')) }),
      400,
    );
    expect(notPng.body.errorDescription).toBe('Invalid request: body.dataUrl: the data is not a PNG image');
    const large = Buffer.concat([PNG, Buffer.alloc(40 * 1024)]);
    const tooLarge = expectStatus(await designer.put(iconPath, { dataUrl: dataUrl('image/png', large) }), 413);
    expect(tooLarge.body.errorDescription).toBe('The icon is 41 KB; it may be at most 32 KB.');
    expectStatus(await reader.put(iconPath, { dataUrl: dataUrl('image/png', PNG) }), 403);
    expectStatus(await foreigner.put(iconPath, { dataUrl: dataUrl('image/png', PNG) }), 404);

    const removed = expectStatus(await designer.delete<Workflow>(iconPath), 200).body.data;
    expect(removed.icon).toBeNull();
    const audit = await auditOf(server, workflow.workflowId);
    expect(audit.filter((entry) => JSON.stringify(entry.after).includes('"icon"')).length).toBeGreaterThanOrEqual(3);
  });
});

describe('workflow XML', () => {
  it('writes a published version out and reads it back as the same draft', async () => {
    const workflow = await seededWorkflow('Mobile postpaid – add');
    const version = expectStatus(
      await designer.get<WorkflowVersion>(
        fillPath(WORKFLOW_PATHS.version, { workflowId: workflow.workflowId, number: 1 }),
      ),
      200,
    ).body.data;
    const exported = expectStatus(await reader.get<WorkflowXml>(`${xmlPath(workflow.workflowId)}?number=1`), 200).body
      .data;
    expect(exported).toMatchObject({ workflowId: workflow.workflowId, name: workflow.name, number: 1 });
    expect(exported.xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<workflow name="/);
    expectStatus(await reader.put(xmlPath(workflow.workflowId), { version: workflow.version, xml: exported.xml }), 403);

    const imported = expectStatus(
      await designer.put<WorkflowDraft>(xmlPath(workflow.workflowId), { version: workflow.version, xml: exported.xml }),
      200,
    ).body.data;
    expect(imported).toMatchObject({ version: workflow.version + 1, contentHash: version.contentHash });
    const draft = expectStatus(await designer.get<WorkflowDraft>(fillPath(WORKFLOW_PATHS.draft, workflow)), 200).body
      .data;
    expect(draft.definition).toEqual(version.definition);
    expect((await auditOf(server, workflow.workflowId)).map((row) => row.action)).toContain('import');

    const stale = await designer.put(xmlPath(workflow.workflowId), { version: workflow.version, xml: exported.xml });
    expectStatus(stale, 412);
  });

  it('refuses XML with every problem at its line and element, and keeps the draft', async () => {
    const workflow = await seededWorkflow('IPTV add-on – add');
    const before = expectStatus(await designer.get<WorkflowXml>(xmlPath(workflow.workflowId)), 200).body.data;
    const broken = before.xml.replace('kind="START"', 'kind="BEGIN"').replace('<edges>', '<edges>\n    <edge to="x"/>');
    const refused = expectStatus(
      await designer.put(xmlPath(workflow.workflowId), { version: workflow.version, xml: broken }),
      400,
    );
    expect(refused.body.errorDescription).toMatch(/^Invalid request: body\.xml: line \d+, column \d+, <edge>: /);
    const problems = (refused.body.data as { problems: WorkflowXmlProblem[] }).problems;
    expect(problems.map((problem) => [problem.element, problem.message])).toEqual([
      ['edge', 'attribute from is required'],
    ]);
    const syntax = expectStatus(
      await designer.put(xmlPath(workflow.workflowId), { version: workflow.version, xml: '<workflow>\n<steps>' }),
      400,
    );
    expect(syntax.body.errorDescription).toContain('line 2');
    const after = expectStatus(await designer.get<WorkflowXml>(xmlPath(workflow.workflowId)), 200).body.data;
    expect(after.xml).toBe(before.xml);
  });

  it("answers 404 for another tenant's workflow and for a version that does not exist", async () => {
    const workflow = await seededWorkflow('IPTV add-on – add');
    expectStatus(await foreigner.get(xmlPath(workflow.workflowId)), 404);
    expectStatus(await designer.get(`${xmlPath(workflow.workflowId)}?number=999`), 404);
    const record = expectStatus(
      await designer.get<Workflow>(recordPath(WORKFLOW_RESOURCE, 'get', workflow.workflowId)),
      200,
    );
    expect(record.body.data.workflowId).toBe(workflow.workflowId);
  });
});
