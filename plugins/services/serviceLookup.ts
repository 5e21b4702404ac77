import { HttpClient } from '../../core/http/HttpClient.ts';
import type { CommandContext, PalettePageItem } from '../../core/plugin/manifest.ts';
import { serviceCalls } from './calls.ts';
import { serviceStudioHref } from './paths.ts';

const FOUND_LIMIT = 8;

/** "Open service…": the services the server finds for what was typed (all, by name, when nothing is). */
export async function serviceLookupItems(query: string, ctx: CommandContext): Promise<readonly PalettePageItem[]> {
  const text = query.trim();
  const { data } = await ctx
    .get<HttpClient>(HttpClient)
    .call(serviceCalls.list, { ...(text ? { q: text } : {}), limit: FOUND_LIMIT, sort: 'name', order: 'asc' });
  return data.items.map((service) => ({
    id: service.serviceId,
    title: service.name,
    subtitle: `${service.displayName} · ${service.category} · ${
      service.operations.map((operation) => operation.name).join(', ') || 'no operations'
    }${service.status === 'ACTIVE' ? '' : ' · inactive'}`,
    run: (runCtx: CommandContext) => runCtx.navigate(serviceStudioHref(service.name)),
  }));
}
