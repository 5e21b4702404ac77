import { describe, expect, it } from 'vitest';
import { serviceDiagram } from './serviceDiagram.ts';

const ACTIVATION = { workflowId: 'w1', name: 'Mobile activation', latestVersion: 3 };
const DRAFT_ONLY = { workflowId: 'w2', name: 'Barring', latestVersion: null };

const operation = (
  name: string,
  workflowId: string,
  extra: Partial<Parameters<typeof serviceDiagram>[0]['operations'][number]> = {},
) => ({
  name,
  workflowId,
  workflowVersion: null,
  form: null,
  rules: [],
  translation: null,
  ...extra,
});

describe('a service as a diagram', () => {
  it('joins the service to its operations and each operation to what it uses, a shared workflow drawn once', () => {
    const { nodes, edges } = serviceDiagram({
      name: 'mobile-postpaid',
      displayName: 'Mobile postpaid',
      status: 'ACTIVE',
      workflows: [ACTIVATION, DRAFT_ONLY],
      operations: [
        operation('ADD', 'w1', { form: 'activation-form', rules: ['msisdn-format', 'credit-check'] }),
        operation('MODIFY', 'w1', { translation: 'crm-in' }),
        operation('SUSPEND', 'w1', { workflowVersion: 2 }),
      ],
    });
    const byId = new Map(nodes.map((node) => [node.id, node]));
    expect(byId.get('service')).toMatchObject({ title: 'Mobile postpaid', meta: 'mobile-postpaid · active' });
    expect(byId.get('workflow:w1:latest')).toMatchObject({ title: 'Mobile activation', meta: 'latest published (3)' });
    expect(byId.get('workflow:w1:2')).toMatchObject({ meta: 'version 2', workflowName: 'Mobile activation' });
    expect(nodes.filter((node) => node.kind === 'rule').map((node) => node.title)).toEqual([
      'msisdn-format',
      'credit-check',
    ]);
    expect(edges).toContainEqual({ from: 'operation:0', to: 'workflow:w1:latest' });
    expect(edges).toContainEqual({ from: 'operation:1', to: 'workflow:w1:latest' });
    expect(edges).toContainEqual({ from: 'operation:1', to: 'translation:crm-in' });
    expect(nodes.filter((node) => node.id === 'workflow:w1:latest')).toHaveLength(1);
    // Laid out left to right: each operation right of the service, each workflow right of its operation.
    expect(byId.get('operation:0')?.position.x).toBeGreaterThan(byId.get('service')?.position.x ?? Infinity);
    expect(byId.get('workflow:w1:latest')?.position.x).toBeGreaterThan(byId.get('operation:0')?.position.x ?? Infinity);
  });

  it('marks what an order would trip over: no operations, no workflow, a workflow never published', () => {
    const empty = serviceDiagram({ name: 'x', displayName: '', status: 'INACTIVE', workflows: [], operations: [] });
    expect(empty.nodes).toEqual([expect.objectContaining({ id: 'service', title: 'x', problem: true })]);

    const { nodes } = serviceDiagram({
      name: 'x',
      displayName: 'X',
      status: 'ACTIVE',
      workflows: [DRAFT_ONLY],
      operations: [operation('ADD', ''), operation('DELETE', 'w2'), operation('RESUME', 'gone')],
    });
    const byId = new Map(nodes.map((node) => [node.id, node]));
    expect(byId.get('operation:0')).toMatchObject({ meta: 'no workflow', problem: true });
    expect(byId.get('workflow:w2:latest')).toMatchObject({ meta: 'never published', problem: true });
    expect(byId.get('workflow:gone:latest')).toMatchObject({ title: 'Unknown workflow', problem: true });
  });
});
