import type { Generated } from 'kysely';
import {
  STANDARD_COLUMN_SPECS,
  type DefaultJson,
  type DefaultTimestamp,
  type NullableTimestamp,
  type StandardColumns,
  type TableSpecs,
} from '../../../../core/server/db/pluginTables.ts';
import type { WorklistState } from '../contract/worklist.ts';

/** The worklist (engine/004_worklist). */

export interface WorklistItemsTable extends StandardColumns {
  order_id: string;
  task_id: string;
  step_id: string;
  account_id: string | null;
  title: string;
  form: string | null;
  data: DefaultJson<Record<string, unknown>>;
  group_name: string | null;
  assignee: string | null;
  state: WorklistState;
  priority: number;
  due_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  completed_by: string | null;
}

export interface WorklistCommentsTable {
  id: Generated<number>;
  tenant_id: string;
  item_id: string;
  author: string;
  text: string;
  at: DefaultTimestamp;
}

export interface WorklistTables {
  worklist_items: WorklistItemsTable;
  worklist_comments: WorklistCommentsTable;
}

export const WORKLIST_TABLE_SPECS: TableSpecs<WorklistTables> = {
  worklist_items: {
    ...STANDARD_COLUMN_SPECS,
    order_id: 'uuid',
    task_id: 'uuid',
    step_id: 'text',
    account_id: 'text null',
    title: 'text',
    form: 'text null',
    data: 'jsonb default',
    group_name: 'text null',
    assignee: 'text null',
    state: 'text',
    priority: 'integer',
    due_at: 'timestamptz null',
    completed_at: 'timestamptz null',
    completed_by: 'text null',
  },
  worklist_comments: {
    id: 'bigint default',
    tenant_id: 'text',
    item_id: 'uuid',
    author: 'text',
    text: 'text',
    at: 'timestamptz default',
  },
};
