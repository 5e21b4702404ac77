import type { FormBody } from '../../core/resource/resourceFields.ts';
import { resourceCalls } from '../../core/resource/resourceCalls.ts';
import type { __Pascal__ } from './contract.ts';
import { __CONST___RESOURCE } from './paths.ts';

/** The resource kit's calls of __titles__, from the descriptor's paths. */
export const __ids__Calls = resourceCalls<__Pascal__, FormBody, FormBody>(__CONST___RESOURCE);
