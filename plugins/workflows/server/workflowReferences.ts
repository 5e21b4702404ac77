import { workflowCopy } from './workflowCopy.ts';
import { sql } from 'kysely';
import type { DeclaredRef, ReferenceItem, ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { WORKFLOW_RESOURCE } from '../../engine/public/contract/workflow.ts';

interface StepRow {
  name: string;
  enabled: boolean;
  template: string | null;
  step: string | null;
  source: string | null;
}

/**
 * Workflows in the map of references: the task templates their TASK steps run, in the draft or any
 * published version (a version still runs for the orders on it).
 */
export const workflowReferences = (services: ServerServices): ReferenceKind => ({
  kind: 'workflow',
  title: 'workflow',
  permission: WORKFLOW_RESOURCE.permissions.read,
  refersTo: [{ kind: 'taskTemplate', via: 'TASK step' }],
  copy: workflowCopy(services),
  items: async (db, tenantId) => {
    const rows = await sql<StepRow>`
      select w.name, w.enabled, s.step->>'taskTemplate' as template, s.step->>'name' as step, s.source
      from workflows w
      left join lateral (
        select jsonb_array_elements(w.draft->'steps') as step, 'draft' as source
        union all
        select jsonb_array_elements(v.definition->'steps'), 'version ' || v.number
        from workflow_versions v where v.workflow_id = w.id
      ) s on s.step ? 'taskTemplate'
      where w.tenant_id = ${tenantId}`.execute(db);
    const items = new Map<string, { item: ReferenceItem; refs: DeclaredRef[] }>();
    for (const row of rows.rows) {
      let entry = items.get(row.name);
      if (!entry) {
        const refs: DeclaredRef[] = [];
        entry = { item: { name: row.name, enabled: row.enabled, refs }, refs };
        items.set(row.name, entry);
      }
      if (row.template && !entry.refs.some((ref) => ref.name === row.template)) {
        entry.refs.push({ kind: 'taskTemplate', name: row.template, via: `${row.source} step "${row.step}"` });
      }
    }
    return [...items.values()].map((entry) => entry.item);
  },
});
