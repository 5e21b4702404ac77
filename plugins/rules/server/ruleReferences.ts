import { namedRows } from '../../../core/server/references/namedRows.ts';
import type { ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { resourceCopy } from '../../resourceKit/public/server/resourceCopy.ts';
import { RULE_KIND_INFO, RULE_REFERENCE_KINDS, type RuleKind } from '../paths.ts';
import { DEPENDENCY_RULES } from './dependencyRules.ts';
import { SMS_TEMPLATES, TRANSFORMATION_RULES, TRANSLATION_TABLES } from './otherRules.ts';
import { ruleDeclaration } from './ruleResource.ts';
import { VALIDATION_RULES } from './validationRules.ts';

const permission = (kind: RuleKind) => RULE_KIND_INFO[kind].descriptor.permissions.read;

const OTHER_RULES = {
  transformation: ruleDeclaration(TRANSFORMATION_RULES),
  translation: ruleDeclaration(TRANSLATION_TABLES),
  sms: ruleDeclaration(SMS_TEMPLATES),
};

/**
 * The rules in the map of references: validation rules name the service they always apply to,
 * dependency rules the service they hold and the one in the way; the other kinds name nothing.
 */
export const ruleReferences = (services: ServerServices): readonly ReferenceKind[] => [
  {
    kind: RULE_REFERENCE_KINDS.validation,
    title: RULE_KIND_INFO.validation.descriptor.entity,
    permission: permission('validation'),
    refersTo: [{ kind: 'service', via: 'service' }],
    copy: resourceCopy(ruleDeclaration(VALIDATION_RULES), services, { names: { service: 'service' } }),
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
    copy: resourceCopy(ruleDeclaration(DEPENDENCY_RULES), services, {
      names: { service: 'service', blockingService: 'service' },
    }),
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
    copy: resourceCopy(OTHER_RULES[kind], services),
    items: (db, tenantId) => namedRows(db, OTHER_RULES[kind].table, tenantId),
  })),
];
