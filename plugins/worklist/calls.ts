import { z } from 'zod';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import {
  WORKLIST_PATHS,
  WORKLIST_RESOURCE,
  worklistCommentSchema,
  worklistItemSchema,
  worklistUploadResultSchema,
  type UpdateWorklist,
  type WorklistComment,
  type WorklistItem,
  type WorklistUploadResult,
} from '../engine/public/contract/worklist.ts';
import { defineCall } from '../../core/http/callDefinition.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';

/** The list, one item and the export, from the worklist's descriptor. */
export const worklistCalls = resourceCalls<WorklistItem>(WORKLIST_RESOURCE);

export const updateItemCall = defineCall<UpdateWorklist, WorklistItem>({
  method: 'POST',
  path: WORKLIST_PATHS.update,
  responseSchema: worklistItemSchema,
  notifyErrors: false,
});

export const itemCommentsCall = defineCall<string, WorklistComment[]>({
  method: 'GET',
  path: (itemId) => fillPath(WORKLIST_PATHS.comments, { itemId }),
  responseSchema: z.array(worklistCommentSchema),
  notifyErrors: false,
});

export const addCommentCall = defineCall<{ itemId: string; text: string }, unknown>({
  method: 'POST',
  path: WORKLIST_PATHS.comment,
  notifyErrors: false,
});

export const uploadWorklistCall = defineCall<{ csv: string; dryRun: boolean }, WorklistUploadResult>({
  method: 'POST',
  path: WORKLIST_PATHS.upload,
  responseSchema: worklistUploadResultSchema,
  notifyErrors: false,
});
