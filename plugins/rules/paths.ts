import {
  resourcePaths,
  resourcePermissions,
  type ResourceDescriptor,
} from '../resourceKit/public/contract/resource.ts';

/**
 * What both halves of the rules share, free of zod so the manifest may import it: the five kinds, each
 * its own resource under `/rules/<kind>` with its own keys (the catalogue's `rules` sub-areas).
 */
export const RULE_KINDS = ['validation', 'dependency', 'transformation', 'translation', 'sms'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export interface RuleKindInfo {
  kind: RuleKind;
  /** The tab's name. */
  title: string;
  /** The sub-area of the permission catalogue: `rules:validation rules`. */
  area: string;
  descriptor: ResourceDescriptor<'name' | 'updatedAt', 'enabled'>;
}

function kindInfo(kind: RuleKind, title: string, subArea: string, entity: string, plural: string): RuleKindInfo {
  const area = `rules:${subArea}`;
  return {
    kind,
    title,
    area,
    descriptor: {
      entity,
      plural,
      idField: 'ruleId',
      paths: resourcePaths(`/rules/${kind}`, 'ruleId'),
      permissions: resourcePermissions(area),
      sorts: ['name', 'updatedAt'],
      filters: { enabled: 'list' },
      toggle: { field: 'enabled', enabled: true, disabled: false },
    },
  };
}

export const RULE_KIND_INFO: Readonly<Record<RuleKind, RuleKindInfo>> = {
  validation: kindInfo('validation', 'Validation', 'validation rules', 'validation rule', 'validation rules'),
  dependency: kindInfo('dependency', 'Dependency', 'dependency rules', 'dependency rule', 'dependency rules'),
  transformation: kindInfo(
    'transformation',
    'Transformation',
    'transformation rules',
    'transformation rule',
    'transformation rules',
  ),
  translation: kindInfo('translation', 'Translation', 'translation rules', 'translation table', 'translation tables'),
  sms: kindInfo('sms', 'SMS templates', 'sms templates', 'SMS template', 'SMS templates'),
};

/** The rules screen is shown to whoever may read any one kind. */
export const RULES_READ_KEYS = RULE_KINDS.map((kind) => RULE_KIND_INFO[kind].descriptor.permissions.read as string);

export const RULES_PATH = '/configure/rules';
/** `?tab=validation` opens a kind's tab. */
export const RULES_TAB_PARAM = 'tab';

export const RULE_TEST_PATHS = {
  /** A validation condition evaluated over a sample payload (validation rules:r). */
  validation: '/rules/validation/test',
  /** Transformation mappings applied to a sample input (transformation rules:r). */
  transformation: '/rules/transformation/test',
} as const;

/** Each kind of rule in the map of references, by the kind's id in the map. */
export const RULE_REFERENCE_KINDS: Readonly<Record<RuleKind, string>> = {
  validation: 'validationRule',
  dependency: 'dependencyRule',
  transformation: 'transformationRule',
  translation: 'translationTable',
  sms: 'smsTemplate',
};
