import { describe, expect, it } from 'vitest';
import { usedByReason } from '../../contract/references.ts';
import { ReferenceMap, type ReferenceItem, type ReferenceKind } from './referenceMap.ts';

function kind(id: string, title: string, items: ReferenceItem[]): ReferenceKind {
  return { kind: id, title, permission: `${id}:r`, refersTo: [], items: async () => items };
}

async function graph() {
  const map = new ReferenceMap();
  map.add('a', [
    kind('service', 'service', [
      { name: 'fibre', refs: [{ kind: 'workflow', name: 'Fibre add', via: 'operation ADD' }] },
    ]),
    kind('workflow', 'workflow', [
      { name: 'Fibre add', refs: [{ kind: 'taskTemplate', name: 'configure port', via: 'draft step "Configure"' }] },
    ]),
    kind('taskTemplate', 'task template', [
      {
        name: 'Configure port',
        refs: [
          { kind: 'networkElement', name: 'OSS', via: 'HTTP_CALL networkElement' },
          { kind: 'form', name: 'Missing form', via: 'HUMAN form' },
          { kind: 'stockModel', name: 'ONT', via: 'ASSIGN_STOCK model' },
        ],
      },
    ]),
    kind('networkElement', 'network element', [{ name: 'OSS', refs: [] }]),
    kind('provisioningTemplate', 'provisioning template', [
      { name: 'OSS/ADD', refs: [{ kind: 'networkElement', name: 'OSS', via: 'network element', partOf: true }] },
    ]),
    kind('form', 'form', []),
  ]);
  return { map, graph: await map.read(null as never, 'aurora') };
}

describe('the map of references', () => {
  it('refuses two plugins declaring one kind', () => {
    const map = new ReferenceMap();
    map.add('a', [kind('form', 'form', [])]);
    expect(() => map.add('b', [kind('form', 'form', [])])).toThrow(
      'Plugins a and b both declare the reference kind form',
    );
  });

  it('answers who uses an item, whatever the case of the name, leaving out its parts', async () => {
    const { graph: read } = await graph();
    expect(read.usedBy('taskTemplate', 'CONFIGURE PORT')).toEqual([
      { kind: 'workflow', title: 'workflow', name: 'Fibre add', via: 'draft step "Configure"', partOf: false },
    ]);
    expect(read.usedBy('networkElement', 'OSS').map((user) => user.name)).toEqual(['Configure port']);
    expect(read.usedBy('networkElement', 'OSS', { withParts: true }).map((user) => user.name)).toEqual([
      'OSS/ADD',
      'Configure port',
    ]);
  });

  it('marks a reference to a missing item and leaves out kinds no plugin declares', async () => {
    const { graph: read } = await graph();
    expect(read.refersTo('taskTemplate', 'Configure port')).toEqual([
      { kind: 'networkElement', title: 'network element', name: 'OSS', via: 'HTTP_CALL networkElement', exists: true },
      { kind: 'form', title: 'form', name: 'Missing form', via: 'HUMAN form', exists: false },
    ]);
  });

  it('closes a selection over references and parts, each added item saying which item needs it', async () => {
    const { graph: read } = await graph();
    const closure = read.closure([{ kind: 'service', name: 'fibre' }]);
    expect(closure.map((entry) => [entry.kind, entry.name, entry.exists, entry.neededBy?.name ?? null])).toEqual([
      ['service', 'fibre', true, null],
      ['workflow', 'Fibre add', true, 'fibre'],
      ['taskTemplate', 'Configure port', true, 'Fibre add'],
      ['networkElement', 'OSS', true, 'Configure port'],
      ['form', 'Missing form', false, 'Configure port'],
      ['provisioningTemplate', 'OSS/ADD', true, 'OSS'],
    ]);
  });

  it('says who uses an item, three names a kind at most', () => {
    expect(
      usedByReason([
        { title: 'workflow', name: 'A' },
        { title: 'task template', name: 'B' },
        { title: 'task template', name: 'C' },
      ]),
    ).toBe('Used by the workflow "A"; the task templates "B" and "C".');
    const many = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ title: 'service', name }));
    expect(usedByReason(many)).toBe('Used by the services "A", "B", "C" and 2 more.');
  });
});
