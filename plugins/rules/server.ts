import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { MappingRules } from '../engine/public/server/MappingRules.ts';
import { dependencyRules } from './server/dependencyRules.ts';
import { mappingProvider } from './server/mappingProvider.ts';
import { otherRules } from './server/otherRules.ts';
import { ruleTable } from './server/ruleResource.ts';
import { seedRules } from './server/rulesSeed.ts';
import { validationRules } from './server/validationRules.ts';

/**
 * The server half of the rules: five kinds on the resource kit, validation and dependency rules checked
 * when an order is taken in, and the tests the screen runs on sample data.
 */
export default defineServerPlugin({
  id: 'rules',
  dependsOn: ['engine'],
  migrations: [
    {
      id: 'rules/001_rules',
      sql: [
        ruleTable(
          'rule_validations',
          `service text,
  operations jsonb not null default '[]',
  condition text not null,
  message text not null,
  field text`,
        ),
        ruleTable(
          'rule_dependencies',
          `service text not null,
  operations jsonb not null default '[]',
  blocking_service text,
  blocking_operations jsonb not null default '[]',
  action text not null default 'REFUSE',
  message text not null`,
        ),
        ruleTable(
          'rule_transformations',
          `mappings jsonb not null default '{}',\n  sample_input jsonb not null default '{}'`,
        ),
        ruleTable('rule_translations', `entries jsonb not null default '[]'`),
        ruleTable('rule_sms_templates', `text text not null`),
      ].join('\n'),
    },
  ],
  routes: (services) => {
    services.get(MappingRules).provide(mappingProvider(services.expressions));
    return [...validationRules(services), ...dependencyRules(services), ...otherRules(services)];
  },
  seed: seedRules,
});
