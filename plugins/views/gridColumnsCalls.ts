import { fillPath } from '../../core/contract/pathTemplate.ts';
import { defineCall } from '../../core/http/callDefinition.ts';
import type { ColumnLayoutBody, GridColumns } from './contract.ts';
import { VIEWS_PATHS } from './paths.ts';

/**
 * The calls of each user's grid columns (contract.ts). They load with the console's first page (the
 * plugin's module binds the preferences that make them), so they carry no zod response schema: the server parses its answers through the contract, and
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
