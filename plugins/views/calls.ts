import { z } from 'zod';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { defineCall } from '../../core/http/callDefinition.ts';
import {
  VIEWS_PATHS,
  savedViewListSchema,
  savedViewSchema,
  type CreateViewRequest,
  type SavedView,
  type SavedViewList,
  type UpdateViewRequest,
} from './contract.ts';

/**
 * The saved-views calls of contract.ts, loaded with the Views menu (never with the first page: their
 * answers are parsed with zod). Failures are shown by the Views menu, not as toasts.
 */

export const listViewsCall = defineCall<{ gridId: string }, SavedViewList>({
  method: 'GET',
  path: ({ gridId }) => fillPath(VIEWS_PATHS.list, { gridId }),
  responseSchema: savedViewListSchema,
  notifyErrors: false,
});

export const createViewCall = defineCall<CreateViewRequest, SavedView>({
  method: 'POST',
  path: VIEWS_PATHS.create,
  responseSchema: savedViewSchema,
  notifyErrors: false,
});

export const updateViewCall = defineCall<{ viewId: string; change: UpdateViewRequest }, SavedView>({
  method: 'PUT',
  path: ({ viewId }) => fillPath(VIEWS_PATHS.one, { viewId }),
  body: ({ change }) => change,
  responseSchema: savedViewSchema,
  notifyErrors: false,
});

export const deleteViewCall = defineCall<{ viewId: string }, null>({
  method: 'DELETE',
  path: ({ viewId }) => fillPath(VIEWS_PATHS.one, { viewId }),
  body: () => undefined,
  responseSchema: z.null(),
  notifyErrors: false,
});
