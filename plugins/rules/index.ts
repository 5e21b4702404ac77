import { definePlugin } from '../../core/plugin/manifest.ts';
import { RulesIcon } from './icons.tsx';
import {
  RULE_KIND_INFO,
  RULE_KINDS,
  RULE_REFERENCE_KINDS,
  RULES_PATH,
  RULES_READ_KEYS,
  RULES_TAB_PARAM,
} from './paths.ts';

/** Configure › Rules: validation, dependency, transformation and translation rules, and SMS templates. */
export default definePlugin({
  id: 'rules',
  dependsOn: ['engine', 'resourceKit'],
  routes: [
    {
      id: 'rules',
      path: RULES_PATH,
      title: 'Rules',
      permission: RULES_READ_KEYS,
      layout: 'main',
      load: () => import('./pages/RulesPage.tsx'),
    },
  ],
  nav: [{ id: 'rules', section: 'configure', title: 'Rules', icon: RulesIcon, routeId: 'rules', order: 70 }],
  referenceLinks: RULE_KINDS.map((kind) => ({
    kind: RULE_REFERENCE_KINDS[kind],
    href: ({ id }) => (id ? `${RULES_PATH}?${RULES_TAB_PARAM}=${kind}&edit=${encodeURIComponent(id)}` : null),
  })),
  commands: [
    {
      id: 'rules.createValidation',
      title: 'Create validation rule',
      category: 'Rules',
      keywords: ['rule', 'check', 'intake', 'condition'],
      permission: RULE_KIND_INFO.validation.descriptor.permissions.create as string,
      run: ({ navigate }) => navigate(`${RULES_PATH}?${RULES_TAB_PARAM}=validation&new=1`),
    },
    {
      id: 'rules.createDependency',
      title: 'Create dependency rule',
      category: 'Rules',
      keywords: ['rule', 'subscriber', 'wait', 'refuse'],
      permission: RULE_KIND_INFO.dependency.descriptor.permissions.create as string,
      run: ({ navigate }) => navigate(`${RULES_PATH}?${RULES_TAB_PARAM}=dependency&new=1`),
    },
    {
      id: 'rules.sms',
      title: 'Go to SMS templates',
      category: 'Rules',
      keywords: ['sms', 'text message', 'template', 'segments'],
      permission: RULE_KIND_INFO.sms.descriptor.permissions.read as string,
      run: ({ navigate }) => navigate(`${RULES_PATH}?${RULES_TAB_PARAM}=sms`),
    },
  ],
});
