import type { FormBody } from '../resourceKit/public/web/resourceFields.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';
import type { __Pascal__ } from './contract.ts';
import { __CONST___RESOURCE } from './paths.ts';

/** The resource kit's calls of __titles__, from the descriptor's paths. */
export const __ids__Calls = resourceCalls<__Pascal__, FormBody, FormBody>(__CONST___RESOURCE);
