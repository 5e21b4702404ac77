import { describe, expect, it } from 'vitest';
import { callUrl, defineCall, type Query } from '../../core/http/callDefinition.ts';
import { taskTemplateCalls, workflowCalls } from './calls.ts';
import { preloadWorkflowStudio, STUDIO_TEMPLATES_QUERY, workflowByNameQuery } from './studioPreload.ts';

function preloaded(search: string): string[] {
  const urls: string[] = [];
  preloadWorkflowStudio({
    search: new URLSearchParams(search),
    get: (path: string, query?: Query) =>
      urls.push(callUrl(defineCall<void, unknown>({ method: 'GET', path, query: () => query ?? {} }), undefined)),
    permitted: () => true,
  });
  return urls;
}

describe("the workflow studio's first reads", () => {
  it('start with its chunk as the very calls the studio sends: the workflow by its name, and the templates', () => {
    expect(preloaded('workflowName=Number+activation')).toEqual([
      callUrl(workflowCalls.list, workflowByNameQuery('Number activation')),
      callUrl(taskTemplateCalls.list, STUDIO_TEMPLATES_QUERY),
    ]);
  });

  it('start nothing when no workflow is named: the studio then lists the workflows to open', () => {
    expect(preloaded('')).toEqual([]);
  });
});
