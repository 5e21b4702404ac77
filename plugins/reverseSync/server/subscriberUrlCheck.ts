import { invalidField } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { SUBSCRIBER_RESOURCE } from '../contract.ts';
import { checkDestination } from './destinations.ts';

const CHECKED = new Set([SUBSCRIBER_RESOURCE.paths.create, SUBSCRIBER_RESOURCE.paths.update]);

/**
 * The subscribers' create and update routes refusing a `url` that may not be called, with a 400 on the
 * field, before their write's transaction: resolving a host name may take a while, and no transaction
 * waits for it. A host that does not resolve now passes; every attempt checks it again.
 */
export function checkingUrlFirst(services: ServerServices, routes: readonly AnyRoute[]): AnyRoute[] {
  return routes.map((route) => {
    if (route.public || !CHECKED.has(route.url)) return route;
    const { handler } = route;
    return {
      ...route,
      handler: async (ctx) => {
        const { url } = ctx.body as { url?: string };
        if (url !== undefined) {
          const checked = await checkDestination(services, ctx.auth.tenantId, url);
          if ('refused' in checked) throw invalidField('body', 'url', checked.refused);
        }
        return handler(ctx);
      },
    };
  });
}
