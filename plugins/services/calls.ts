import { SERVICE_RESOURCE, WORKFLOW_RESOURCE } from '../engine/public/contract/enginePaths.ts';
import type { Service } from '../engine/public/contract/service.ts';
import type { Workflow } from '../engine/public/contract/workflow.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';
import type { FormBody } from '../resourceKit/public/web/resourceFields.ts';

export const serviceCalls = resourceCalls<Service, FormBody, FormBody>(SERVICE_RESOURCE);
/** The workflows an operation can run. */
export const workflowCalls = resourceCalls<Workflow>(WORKFLOW_RESOURCE);
