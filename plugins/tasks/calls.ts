import { TASK_TEMPLATE_RESOURCE } from '../../core/contract/engine/enginePaths.ts';
import type { TaskTemplate } from '../../core/contract/engine/taskTemplate.ts';
import { resourceCalls } from '../../core/resource/resourceCalls.ts';
import type { FormBody } from '../../core/resource/resourceFields.ts';

/** The resource kit's calls of task templates. */
export const taskTemplateCalls = resourceCalls<TaskTemplate, FormBody, FormBody>(TASK_TEMPLATE_RESOURCE);
