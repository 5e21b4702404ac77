import type { CopyFields, DeclaredRef, ReferenceKind, Renames } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { TASK_TEMPLATE_RESOURCE } from '../../engine/public/contract/taskTemplate.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { renamedName, resourceCopy } from '../../resourceKit/public/server/resourceCopy.ts';
import { taskTemplatesDeclaration } from './taskTemplatesResource.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** What a task template's settings name, by its type. */
export function taskTemplateRefs(type: string, config: Record<string, unknown>): DeclaredRef[] {
  const refs: (DeclaredRef | null)[] = [];
  const named = (kind: string, value: unknown, via: string): DeclaredRef | null => {
    const name = text(value);
    return name ? { kind, name, via } : null;
  };
  if (type === 'HTTP_CALL') {
    const element = text(config.networkElement);
    const operation = text(config.operation);
    refs.push(named('networkElement', element, 'HTTP_CALL networkElement'));
    if (element && operation)
      refs.push(named('provisioningTemplate', `${element}/${operation}`, 'HTTP_CALL operation'));
  }
  if (type === 'HUMAN') refs.push(named('form', config.form, 'HUMAN form'), named('role', config.group, 'HUMAN group'));
  if (type === 'NOTIFY') refs.push(named('notification', config.alert, 'NOTIFY alert'));
  if (type === 'SUB_WORKFLOW') refs.push(named('workflow', config.workflow, 'SUB_WORKFLOW workflow'));
  if (type === 'TRANSFORM') refs.push(named('transformationRule', config.rule, 'TRANSFORM rule'));
  if (type === 'ASSIGN_STOCK') {
    refs.push(named('deviceModel', config.model, 'ASSIGN_STOCK model'));
    if (config.locationRule === 'FIXED') refs.push(named('location', config.location, 'ASSIGN_STOCK location'));
  }
  return refs.filter((ref): ref is DeclaredRef => ref !== null);
}

/** The settings of each type that name another item, and its kind. */
const CONFIG_NAMES: Readonly<Record<string, readonly (readonly [setting: string, kind: string])[]>> = {
  HTTP_CALL: [['networkElement', 'networkElement']],
  HUMAN: [
    ['form', 'form'],
    ['group', 'role'],
  ],
  NOTIFY: [['alert', 'notification']],
  SUB_WORKFLOW: [['workflow', 'workflow']],
  TRANSFORM: [['rule', 'transformationRule']],
  ASSIGN_STOCK: [
    ['model', 'deviceModel'],
    ['location', 'location'],
  ],
};

/** A task template's copied fields with the names its settings hold rewritten to the copy's new names. */
export function renameTaskTemplate(fields: CopyFields, renames: Renames): CopyFields {
  const config = fields.config as Record<string, unknown> | null | undefined;
  const settings = CONFIG_NAMES[String(fields.type)] ?? [];
  if (!config || settings.length === 0) return fields;
  const renamed = { ...config };
  for (const [setting, kind] of settings) {
    if (setting in config) renamed[setting] = renamedName(kind, config[setting], renames);
  }
  return { ...fields, config: renamed };
}

/** Task templates in the map of references: what each type's settings name. */
export const taskTemplateReferences = (services: ServerServices): ReferenceKind => ({
  kind: 'taskTemplate',
  title: 'task template',
  permission: TASK_TEMPLATE_RESOURCE.permissions.read,
  refersTo: [
    { kind: 'networkElement', via: 'HTTP_CALL networkElement' },
    { kind: 'provisioningTemplate', via: 'HTTP_CALL operation' },
    { kind: 'form', via: 'HUMAN form' },
    { kind: 'role', via: 'HUMAN group' },
    { kind: 'notification', via: 'NOTIFY alert' },
    { kind: 'workflow', via: 'SUB_WORKFLOW workflow' },
    { kind: 'transformationRule', via: 'TRANSFORM rule' },
    { kind: 'deviceModel', via: 'ASSIGN_STOCK model' },
    { kind: 'location', via: 'ASSIGN_STOCK location' },
  ],
  copy: resourceCopy(taskTemplatesDeclaration(), services, {
    needs: ['networkElement', 'provisioningTemplate'],
    rename: renameTaskTemplate,
  }),
  items: async (db, tenantId) => {
    const rows = await engineDb(db)
      .selectFrom('task_templates')
      .select(['id', 'name', 'type', 'config', 'enabled'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      enabled: row.enabled,
      refs: taskTemplateRefs(row.type, row.config),
    }));
  },
});
