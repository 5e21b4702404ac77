import type { Migration } from '../../../../core/server/db/migrator.ts';

/** The items HUMAN steps open, and their comments. */
export const WORKLIST_MIGRATIONS: Migration[] = [
  {
    id: 'engine/004_worklist',
    sql: `
create table worklist_items (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  order_id uuid not null references orders(id) on delete cascade,
  task_id uuid not null unique references order_tasks(id) on delete cascade,
  step_id text not null,
  account_id text,
  title text not null,
  form text,
  data jsonb not null default '{}'::jsonb,
  group_name text,
  assignee text,
  state text not null,
  priority integer not null,
  due_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  completed_by text,
  version integer not null default 1,
  updated_by text
);
create index worklist_items_tenant on worklist_items (tenant_id, state, due_at);
create index worklist_items_order on worklist_items (order_id);

create table worklist_comments (
  id bigserial primary key,
  tenant_id text not null,
  item_id uuid not null references worklist_items(id) on delete cascade,
  author text not null,
  text text not null,
  at timestamptz not null default now()
);
create index worklist_comments_item on worklist_comments (item_id, id);
`,
  },
];
