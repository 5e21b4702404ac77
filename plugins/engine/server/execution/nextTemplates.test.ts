import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from '../../public/contract/workflowDefinition.ts';
import { nextTemplateNames, nextTemplates } from './nextTemplates.ts';
import { WorkflowGraph } from './WorkflowGraph.ts';

const graph = new WorkflowGraph({
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'reserve', kind: 'TASK', name: 'Reserve', taskTemplate: 'Reserve MSISDN' },
    { id: 'fork', kind: 'FORK', name: 'Fork' },
    { id: 'hlr', kind: 'TASK', name: 'HLR', taskTemplate: 'Activate Subscriber' },
    { id: 'choose', kind: 'DECISION', name: 'Choose' },
    { id: 'iptv', kind: 'TASK', name: 'IPTV', taskTemplate: 'Provision IPTV' },
    { id: 'billing', kind: 'TASK', name: 'Billing', taskTemplate: 'Open billing account' },
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: [
    { from: 'start', to: 'reserve' },
    { from: 'reserve', to: 'fork' },
    { from: 'fork', to: 'hlr' },
    { from: 'fork', to: 'choose' },
    { from: 'choose', to: 'iptv', condition: 'order.iptv' },
    { from: 'choose', to: 'billing', default: true },
    { from: 'hlr', to: 'end' },
    { from: 'iptv', to: 'end' },
    { from: 'billing', to: 'end' },
  ],
} as WorkflowDefinition);

describe('the templates read ahead', () => {
  it('are those of the task steps after a step, through the steps that need none, and no further', () => {
    expect(nextTemplateNames(graph, 'reserve').sort()).toEqual(
      ['activate subscriber', 'open billing account', 'provision iptv'].sort(),
    );
    expect(nextTemplateNames(graph, 'start')).toEqual(['reserve msisdn']);
    expect(nextTemplateNames(graph, 'hlr')).toEqual([]);
  });

  it('answer every name asked, null for one the tenant has not', () => {
    const row = { name: 'Reserve MSISDN', type: 'HTTP_CALL', config: {}, target: null };
    const found = nextTemplates(['reserve msisdn', 'gone'], [row]);
    expect(found.get('reserve msisdn')?.template.name).toBe('Reserve MSISDN');
    expect(found.get('gone')).toBeNull();
    expect(found.has('other')).toBe(false);
  });
});
