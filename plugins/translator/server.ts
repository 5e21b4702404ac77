import { provide } from '../../core/server/pluginServices.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { XmlTranslations } from './public/server/XmlTranslations.ts';
import { translatorsResource } from './server/translatorsResource.ts';
import { seedTranslators } from './server/translatorsSeed.ts';
import { xmlTranslator } from './server/xmlTranslator.ts';

/** The server half of the translator: XSLT documents, their preview, and an example in demo tenants. */
export default defineServerPlugin({
  id: 'translator',
  migrations: [
    {
      id: 'translator/001_translators',
      sql: `
create table translators (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  name text not null,
  description text not null default '',
  xslt text not null,
  sample_input text not null default '',
  enabled boolean not null default true,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text
);
create unique index translators_name_key on translators (tenant_id, lower(name));
`,
    },
  ],
  provides: () => [provide(XmlTranslations, xmlTranslator)],
  routes: (services) => translatorsResource(services),
  seed: seedTranslators,
});
