import { tableCopy } from '../../../core/server/references/tableCopy.ts';
import { namedRows } from '../../../core/server/references/namedRows.ts';
import type { ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import { RULE_KIND_INFO, RULE_REFERENCE_KINDS, type RuleKind } from '../paths.ts';

const permission = (kind: RuleKind) => RULE_KIND_INFO[kind].descriptor.permissions.read;

const OTHER_RULE_TABLES = {
  transformation: 'rule_transformations',
  translation: 'rule_translations',
  sms: 'rule_sms_templates',
} as const;

/**
 * The rules in the map of references: validation rules name the service they always apply to,
 * dependency rules the service they hold and the one in the way; the other kinds name nothing.
 */
export const ruleReferences: readonly ReferenceKind[] = [
  {
    kind: RULE_REFERENCE_KINDS.validation,
    title: RULE_KIND_INFO.validation.descriptor.entity,
    permission: permission('validation'),
    refersTo: [{ kind: 'service', via: 'service' }],
    copy: tableCopy({ table: 'rule_validations', names: { service: 'service' } }),
    items: (db, tenantId) =>
      namedRows<{ id: string; name: string; enabled: boolean; service: string | null }>(
        db,
        'rule_validations',
        tenantId,
        {
          columns: ['service'],
          refs: (row) => (row.service ? [{ kind: 'service', name: row.service, via: 'service' }] : []),
        },
      ),
  },
  {
    kind: RULE_REFERENCE_KINDS.dependency,
    title: RULE_KIND_INFO.dependency.descriptor.entity,
    permission: permission('dependency'),
    refersTo: [
      { kind: 'service', via: 'service' },
      { kind: 'service', via: 'blocking service' },
    ],
    copy: tableCopy({ table: 'rule_dependencies', names: { service: 'service', blocking_service: 'service' } }),
    items: (db, tenantId) =>
      namedRows<{ id: string; name: string; enabled: boolean; service: string; blocking_service: string | null }>(
        db,
        'rule_dependencies',
        tenantId,
        {
          columns: ['service', 'blocking_service'],
          refs: (row) => [
            { kind: 'service', name: row.service, via: 'service' },
            ...(row.blocking_service ? [{ kind: 'service', name: row.blocking_service, via: 'blocking service' }] : []),
          ],
        },
      ),
  },
  ...(['transformation', 'translation', 'sms'] as const).map((kind): ReferenceKind => ({
    kind: RULE_REFERENCE_KINDS[kind],
    title: RULE_KIND_INFO[kind].descriptor.entity,
    permission: permission(kind),
    refersTo: [],
    copy: tableCopy({ table: OTHER_RULE_TABLES[kind] }),
    items: (db, tenantId) => namedRows(db, OTHER_RULE_TABLES[kind], tenantId),
  })),
];
