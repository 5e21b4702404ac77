import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { FormChecks } from '../../forms/public/server/FormChecks.ts';
import { XmlTranslations } from '../../translator/public/server/XmlTranslations.ts';
import type { EngineDeps } from './execution/engineDeps.ts';
import { ProvidedMappingRules } from './execution/ProvidedMappingRules.ts';
import { ProvidedStepTypes } from './execution/ProvidedStepTypes.ts';
import { OrderEventHub } from './events/OrderEventHub.ts';
import { ContributedIntakeChecks } from './intake/ContributedIntakeChecks.ts';
import { ElementGate } from './network/ElementGate.ts';
import type { NetworkCallDeps } from './network/networkCall.ts';

/** What the engine's provisions, routes and workers share in one process: the element gate above all. */
export interface EngineProcess {
  engine: EngineDeps;
  network: NetworkCallDeps;
  hub: OrderEventHub;
}

const processes = new WeakMap<ServerServices, EngineProcess>();

/** The engine's parts of the process whose services these are, made on the first call. */
export function engineProcess(services: ServerServices): EngineProcess {
  let parts = processes.get(services);
  if (!parts) {
    parts = {
      engine: {
        expressions: services.expressions,
        forms: services.get(FormChecks),
        intake: new ContributedIntakeChecks(),
        mappings: new ProvidedMappingRules(),
        stepTypes: new ProvidedStepTypes(),
        jobs: services.jobs,
        lease: services.lease,
        clock: services.clock,
        recoveryMs: services.config.SDP_JOB_RECOVERY_SECONDS * 1000,
      },
      hub: new OrderEventHub(services.database),
      network: {
        db: services.db,
        expressions: services.expressions,
        translations: services.get(XmlTranslations),
        secrets: services.secrets,
        localOrigin: services.localOrigin,
        gate: new ElementGate(),
      },
    };
    processes.set(services, parts);
  }
  return parts;
}
