import type { NetworkCalls } from '../../public/server/NetworkCalls.ts';
import { checkHealth } from './healthCheck.ts';
import { callNetwork, type NetworkCallDeps } from './networkCall.ts';

/** The engine's calls to network elements, for the screens that try them. */
export function networkCalls(deps: NetworkCallDeps): NetworkCalls {
  return {
    call: (call) => callNetwork(deps, call),
    health: (element) => checkHealth(deps, element),
  };
}
