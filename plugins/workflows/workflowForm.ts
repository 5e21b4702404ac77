import { createWorkflowSchema, workflowSchema } from '../engine/public/contract/workflow.ts';
import { resourceFormSpec } from '../../core/resource/resourceFormSpec.ts';

/** A workflow's settings; its graph is the studio's. */
export const workflowForm = resourceFormSpec({
  record: workflowSchema,
  create: createWorkflowSchema,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
    { name: 'enabled', label: 'Enabled', kind: 'checkbox', hint: 'A disabled workflow takes no new orders.' },
  ],
});
