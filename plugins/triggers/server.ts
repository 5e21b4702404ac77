import { triggerReferences } from './server/triggerReferences.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { inboundCallsResource } from './server/inboundCallsResource.ts';
import { inboundEndpoints } from './server/inboundEndpoints.ts';
import { triggersResource } from './server/triggersResource.ts';
import { TRIGGERS_MIGRATIONS } from './server/triggersTables.ts';
import { seedTriggers } from './server/triggersSeed.ts';

/**
 * The server half of the triggers: their configuration, the endpoints the outside world calls under
 * `/inbound`, and the log of every call with its replay.
 */
export default defineServerPlugin({
  id: 'triggers',
  dependsOn: ['engine', 'translator', 'resourceKit'],
  migrations: TRIGGERS_MIGRATIONS,
  references: (services) => [triggerReferences(services)],
  routes: (services) => [...triggersResource(services), ...inboundCallsResource(services)],
  endpoints: [inboundEndpoints],
  seed: seedTriggers,
});
