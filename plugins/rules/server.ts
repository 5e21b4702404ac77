import { ruleReferences } from './server/ruleReferences.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { MappingRules } from '../engine/public/server/MappingRules.ts';
import { dependencyRules } from './server/dependencyRules.ts';
import { mappingProvider } from './server/mappingProvider.ts';
import { otherRules } from './server/otherRules.ts';
import { seedRules } from './server/rulesSeed.ts';
import { RULES_MIGRATIONS } from './server/rulesTables.ts';
import { validationRules } from './server/validationRules.ts';

/**
 * The server half of the rules: five kinds on the resource kit, validation and dependency rules checked
 * when an order is taken in, and the tests the screen runs on sample data.
 */
export default defineServerPlugin({
  id: 'rules',
  dependsOn: ['engine', 'resourceKit'],
  migrations: RULES_MIGRATIONS,
  references: (services) => ruleReferences(services),
  routes: (services) => {
    services.get(MappingRules).provide(mappingProvider(services.expressions));
    return [...validationRules(services), ...dependencyRules(services), ...otherRules(services)];
  },
  seed: seedRules,
});
