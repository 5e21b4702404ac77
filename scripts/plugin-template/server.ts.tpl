import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
// #if ownArea
import { __CONST___AREAS } from './paths.ts';
// #endif
import { __ids__Resource } from './server/__ids__Resource.ts';
import { seed__Pascals__ } from './server/__ids__Seed.ts';

/** The server half of __titles__: its table, the resource kit's routes over it, and example rows. */
export default defineServerPlugin({
  id: '__id__',
  dependsOn: ['resourceKit'],
// #if ownArea
  permissionAreas: __CONST___AREAS,
// #endif
  migrations: [
    {
      id: '__id__/001___snakes__',
      sql: `
create table __snakes__ (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  name text not null,
  description text not null default '',
  enabled boolean not null default true,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text
);
create unique index __snakes___name_key on __snakes__ (tenant_id, lower(name));
`,
    },
  ],
  routes: (services) => __ids__Resource(services),
  seed: seed__Pascals__,
});
