import { provide } from '../../core/server/pluginServices.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { FormChecks } from './public/server/FormChecks.ts';
import { formCheck } from './server/formCheck.ts';
import { formTemplatesResource } from './server/formTemplatesResource.ts';
import { seedFormTemplates } from './server/formTemplatesSeed.ts';

/**
 * The server half of forms: the tenant's form templates, the read renderers make by name, and the check
 * the engine asks of an order's payload and a worklist item's data.
 */
export default defineServerPlugin({
  id: 'forms',
  migrations: [
    {
      id: 'forms/001_form_templates',
      sql: `
create table form_templates (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  name text not null,
  description text not null default '',
  definition jsonb not null,
  enabled boolean not null default true,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text
);
create unique index form_templates_name_key on form_templates (tenant_id, lower(name));
`,
    },
  ],
  provides: (services) => [provide(FormChecks, formCheck(services.expressions))],
  routes: (services) => formTemplatesResource(services),
  seed: seedFormTemplates,
});
