import type { Workflow } from '../engine/public/contract/workflow.ts';
import type { ResourceFormSpec } from '../../core/resource/ResourceForm.tsx';

/** A workflow's settings; its graph is the studio's. */
export const workflowForm: ResourceFormSpec<Workflow> = {
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
    {
      name: 'icon',
      label: 'Icon',
      kind: 'text',
      empty: 'null',
      placeholder: 'router',
      hint: 'A name: lower-case letters, digits and -.',
    },
    { name: 'enabled', label: 'Enabled', kind: 'checkbox', hint: 'A disabled workflow takes no new orders.' },
  ],
  empty: { name: '', description: '', icon: '', enabled: true },
  valuesOf: (workflow) => ({
    name: workflow.name,
    description: workflow.description,
    icon: workflow.icon ?? '',
    enabled: workflow.enabled,
  }),
};
