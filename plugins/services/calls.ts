import { SERVICE_RESOURCE, WORKFLOW_RESOURCE } from '../../core/contract/engine/enginePaths.ts';
import type { Service } from '../../core/contract/engine/service.ts';
import type { Workflow } from '../../core/contract/engine/workflow.ts';
import { resourceCalls } from '../../core/resource/resourceCalls.ts';
import type { FormBody } from '../../core/resource/resourceFields.ts';

export const serviceCalls = resourceCalls<Service, FormBody, FormBody>(SERVICE_RESOURCE);
/** The workflows an operation can run. */
export const workflowCalls = resourceCalls<Workflow>(WORKFLOW_RESOURCE);
