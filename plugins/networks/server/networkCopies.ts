import type { KindCopy } from '../../../core/server/references/referenceMap.ts';
import { findByName, renamedName, tableCopy, writeRow } from '../../../core/server/references/tableCopy.ts';
import type { StoredAuth } from '../../engine/public/server/networkAuth.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { SIMULATOR_PREFIX } from '../../engine/public/contract/simulator.ts';

/**
 * A base URL on the source tenant's built-in simulator (`/simulator/<tenant>/<element>`, as the seed
 * builds it) made the same element of the target tenant's simulator; any other URL as it is.
 */
export function retargetedBaseUrl(baseUrl: unknown, sourceTenantId: string, targetTenantId: string): unknown {
  if (typeof baseUrl !== 'string') return baseUrl;
  const source = `${SIMULATOR_PREFIX}/${sourceTenantId}`;
  if (baseUrl !== source && !baseUrl.startsWith(`${source}/`)) return baseUrl;
  return `${SIMULATOR_PREFIX}/${targetTenantId}${baseUrl.slice(source.length)}`;
}

/**
 * A network element's copy: its authentication without the sealed secret, its base URL on the target's
 * simulator when it was on the source's. A new element that authenticates is created disabled until its
 * secret is entered; an element overwritten keeps its own authentication.
 */
export const networkElementCopy: KindCopy = tableCopy({
  table: 'network_elements',
  toggle: 'enabled',
  secretNames: ['auth secret'],
  retarget: (fields, { sourceTenantId, targetTenantId }) => ({
    ...fields,
    base_url: retargetedBaseUrl(fields.base_url, sourceTenantId, targetTenantId),
  }),
  carried: (fields) => {
    const { secret: _secret, secretAt: _at, ...auth } = fields.auth as StoredAuth;
    return { ...fields, auth };
  },
  stored: async (fields, _trx, target) => {
    if (target.existingId !== null) {
      const { auth: _auth, ...kept } = fields;
      return { values: kept, secretNeeded: false };
    }
    return { values: fields, secretNeeded: (fields.auth as StoredAuth).type !== 'NONE' };
  },
});

const split = (name: string) => {
  const at = name.lastIndexOf('/');
  return { element: name.slice(0, at), operation: name.slice(at + 1) };
};

const ROW = ['id', 'tenant_id', 'network_element_id', 'operation', 'version', 'created_at', 'updated_at', 'updated_by'];

/**
 * A provisioning template's copy: under its element of the same name in the target (copied first), or of
 * the element's new name when the element is copied under one.
 */
export const provisioningTemplateCopy: KindCopy = {
  secrets: [],
  rename: (fields, renames) => ({ ...fields, translation: renamedName('translation', fields.translation, renames) }),
  partName(name, renames) {
    const { element, operation } = split(name);
    return `${renames.nameOf('networkElement', element)}/${operation}`;
  },
  newNameProblem(name, newName, renames) {
    const element = renames.nameOf('networkElement', split(name).element);
    const { element: named, operation } = split(newName);
    return named === element && operation !== ''
      ? null
      : `A provisioning template's name is its element's and an operation: ${element}/<OPERATION>.`;
  },
  async read(db, tenantId, names) {
    const rows = await engineDb(db)
      .selectFrom('provisioning_templates as p')
      .innerJoin('network_elements as n', 'n.id', 'p.network_element_id')
      .selectAll('p')
      .select('n.name as element')
      .where('p.tenant_id', '=', tenantId)
      .execute();
    const wanted = new Set(names);
    return new Map(
      rows
        .filter((row) => wanted.has(`${row.element}/${row.operation}`))
        .map((row) => [
          `${row.element}/${row.operation}`,
          Object.fromEntries(Object.entries(row).filter(([column]) => !ROW.includes(column) && column !== 'element')),
        ]),
    );
  },
  async find(db, tenantId, name) {
    const { element, operation } = split(name);
    const elementId = await findByName(db, 'network_elements', tenantId, element);
    if (!elementId) return null;
    const row = await engineDb(db)
      .selectFrom('provisioning_templates')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('network_element_id', '=', elementId)
      .where('operation', '=', operation)
      .executeTakeFirst();
    return row?.id ?? null;
  },
  async write(trx, target) {
    const { element, operation } = split(target.name);
    const elementId = await findByName(trx, 'network_elements', target.tenantId, element);
    if (!elementId) throw new Error(`The network element ${element} is not in ${target.tenantId}`);
    const values = Object.fromEntries(
      Object.entries(target.fields).map(([column, value]) => [
        column,
        value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
      ]),
    );
    const id =
      target.existingId === null
        ? (
            await engineDb(trx)
              .insertInto('provisioning_templates')
              .values({
                ...values,
                tenant_id: target.tenantId,
                network_element_id: elementId,
                operation,
                updated_by: target.actor,
              } as never)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        : await writeRow(trx, 'provisioning_templates', target, values);
    return { id, secretNeeded: false };
  },
};
