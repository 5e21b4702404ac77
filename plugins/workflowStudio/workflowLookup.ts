import { HttpClient } from '../../core/http/HttpClient.ts';
import type { CommandContext, PalettePageItem } from '../../core/plugin/manifest.ts';
import { workflowCalls } from './calls.ts';
import { studioHref } from './paths.ts';

const FOUND_LIMIT = 8;

/** "Open workflow…": the workflows the server finds for what was typed (all, by name, when nothing is). */
export async function workflowLookupItems(query: string, ctx: CommandContext): Promise<readonly PalettePageItem[]> {
  const text = query.trim();
  const { data } = await ctx
    .get<HttpClient>(HttpClient)
    .call(workflowCalls.list, { ...(text ? { q: text } : {}), limit: FOUND_LIMIT, sort: 'name', order: 'asc' });
  return data.items.map((workflow) => ({
    id: workflow.workflowId,
    title: workflow.name,
    subtitle: `${workflow.latestVersion ? `Version ${workflow.latestVersion}` : 'Never published'}${
      workflow.draftChanged ? ' · draft changed' : ''
    } · ${workflow.stepCount} steps`,
    run: (runCtx: CommandContext) => runCtx.navigate(studioHref(workflow.name)),
  }));
}
