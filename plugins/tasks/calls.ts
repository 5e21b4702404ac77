import { TASK_TEMPLATE_RESOURCE } from '../engine/public/contract/enginePaths.ts';
import type { TaskTemplate } from '../engine/public/contract/taskTemplate.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';
import type { FormBody } from '../resourceKit/public/web/resourceFields.ts';

/** The resource kit's calls of task templates. */
export const taskTemplateCalls = resourceCalls<TaskTemplate, FormBody, FormBody>(TASK_TEMPLATE_RESOURCE);
