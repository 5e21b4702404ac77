import type { CommandContext, PalettePageItem } from '../../core/plugin/manifest.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';
import { savedReportsCall } from './calls.ts';
import { REPORTS } from './contract.ts';
import { savedReportHref } from './savedReportLinks.ts';

/** "Open report…": the caller's saved reports and those shared with the tenant whose name holds what was typed. */
export async function savedReportItems(query: string, ctx: CommandContext): Promise<PalettePageItem[]> {
  const { data } = await ctx.get<HttpClient>(HttpClient).call(savedReportsCall, undefined);
  const typed = query.trim().toLowerCase();
  return data
    .filter((saved) => saved.name.toLowerCase().includes(typed))
    .map((saved) => ({
      id: saved.savedReportId,
      title: saved.name,
      subtitle: `${REPORTS[saved.report].title}${saved.own ? '' : ` · shared by ${saved.ownerName}`}${
        saved.schedule ? ` · mailed ${saved.schedule.frequency}` : ''
      }`,
      run: ({ navigate }) => navigate(savedReportHref(saved)),
    }));
}
