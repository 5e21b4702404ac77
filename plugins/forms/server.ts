import { provide } from '../../core/server/pluginServices.ts';
import { formReferences } from './server/formReferences.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { FormChecks } from './public/server/FormChecks.ts';
import { formCheck } from './server/formCheck.ts';
import { formTemplatesResource } from './server/formTemplatesResource.ts';
import { FORMS_MIGRATIONS } from './server/formsTables.ts';
import { seedFormTemplates } from './server/formTemplatesSeed.ts';

/**
 * The server half of forms: the tenant's form templates, the read renderers make by name, and the check
 * the engine asks of an order's payload and a worklist item's data.
 */
export default defineServerPlugin({
  id: 'forms',
  dependsOn: ['resourceKit'],
  migrations: FORMS_MIGRATIONS,
  provides: (services) => [provide(FormChecks, formCheck(services.expressions))],
  references: (services) => [formReferences(services)],
  routes: (services) => formTemplatesResource(services),
  seed: seedFormTemplates,
});
