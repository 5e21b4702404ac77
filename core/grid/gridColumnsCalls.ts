import type { ColumnLayoutBody, GridColumns } from '../contract/views.ts';
import { VIEWS_PATHS } from '../contract/viewsPaths.ts';
import { defineCall } from '../http/callDefinition.ts';
import { fillPath } from '../contract/pathTemplate.ts';

/**
 * The calls of each user's grid columns (core/contract/views.ts). They load with the console's first
 * page, so they carry no zod response schema: the server parses its answers through the contract, and
 * the preferences read them with a plain guard. Failures are logged, not shown as toasts.
 */

export const readGridColumnsCall = defineCall<{ gridId: string }, GridColumns>({
  method: 'GET',
  path: ({ gridId }) => fillPath(VIEWS_PATHS.columns, { gridId }),
  notifyErrors: false,
});

export const saveGridColumnsCall = defineCall<{ gridId: string; columns: ColumnLayoutBody }, GridColumns>({
  method: 'PUT',
  path: ({ gridId }) => fillPath(VIEWS_PATHS.columns, { gridId }),
  body: ({ columns }) => columns,
  notifyErrors: false,
});
