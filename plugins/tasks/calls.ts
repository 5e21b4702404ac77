import { TASK_TEMPLATE_RESOURCE } from '../engine/public/contract/enginePaths.ts';
import type { TaskTemplate } from '../engine/public/contract/taskTemplate.ts';
import { resourceCalls } from '../../core/resource/resourceCalls.ts';
import type { FormBody } from '../../core/resource/resourceFields.ts';

/** The resource kit's calls of task templates. */
export const taskTemplateCalls = resourceCalls<TaskTemplate, FormBody, FormBody>(TASK_TEMPLATE_RESOURCE);
