/**
 * Schedules name their recipients as users of the tenant (by id) or as addresses the tenant allows, carry a
 * version, and their runs keep whom they mailed apart from the message every reader sees; the tenant's
 * allowed external recipients live in `reports_configuration`.
 *
 * Stored schedules were lists of addresses anyone had typed. An address that is the e-mail of exactly one
 * user of the schedule's tenant becomes that user; any other stays an address, which is mailed only once an
 * administrator allows it (no tenant allows any yet), and the schedule shows why it is skipped.
 */
export const SCHEDULE_RECIPIENTS_MIGRATION = {
  id: 'reports/003_schedule_recipients',
  sql: `
alter table report_schedules add column version integer not null default 1;

update report_schedules r set recipients = coalesce((
  select jsonb_agg(
    case when m.user_id is null then jsonb_build_object('address', lower(a.address))
         else jsonb_build_object('userId', m.user_id) end
    order by a.position)
  from jsonb_array_elements_text(r.recipients) with ordinality as a(address, position)
  left join lateral (
    select min(u.id::text) as user_id from users u
    where u.tenant_id = r.tenant_id and lower(u.email) = lower(a.address)
    having count(*) = 1
  ) m on true
), '[]'::jsonb)
where jsonb_typeof(r.recipients) = 'array';

alter table report_schedule_runs
  add column sent_to jsonb not null default '[]',
  add column skipped jsonb not null default '[]';

update report_schedule_runs set
  sent_to = to_jsonb(string_to_array(substr(message, 9), ', ')),
  message = 'Sent to ' || cardinality(string_to_array(substr(message, 9), ', '))
    || case when cardinality(string_to_array(substr(message, 9), ', ')) = 1 then ' recipient' else ' recipients' end
where result = 'SENT' and message like 'Sent to %';

create table reports_configuration (
  tenant_id text primary key references tenants(id) on delete cascade,
  allowed_recipients jsonb not null,
  version integer not null,
  updated_at timestamptz not null default now(),
  updated_by text
);
`,
};
