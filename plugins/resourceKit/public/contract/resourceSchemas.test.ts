import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resourcePaths, type ResourceDescriptor } from './resource.ts';
import { bulkRequestSchema, resourceListQuerySchema, resourceUpdateSchema } from './resourceSchemas.ts';

const descriptor: ResourceDescriptor<'name' | 'size', 'status' | 'label' | 'at' | 'size'> = {
  entity: 'thing',
  plural: 'things',
  idField: 'thingId',
  paths: resourcePaths('/things', 'thingId', { export: null }),
  permissions: { read: 'things:r', update: 'things:u' },
  sorts: ['name', 'size'],
  filters: { status: 'list', label: 'text', at: 'range', size: 'range' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

describe('the list query of a resource', () => {
  const schema = resourceListQuerySchema(descriptor, {
    listValues: { status: z.enum(['ON', 'OFF']) },
    rangeTypes: { size: 'number' },
  });

  it('splits list filters, reads ranges and checks the limit and the sort whitelist', () => {
    expect(
      schema.parse({ status: 'ON, OFF', label: ' lamp ', atFrom: '2026-01-01T00:00:00Z', sizeTo: '9', limit: '500' }),
    ).toEqual({ status: ['ON', 'OFF'], label: 'lamp', atFrom: '2026-01-01T00:00:00Z', sizeTo: 9, limit: 500 });
    expect(schema.safeParse({ limit: '501' }).success).toBe(false);
    expect(schema.safeParse({ sort: 'label' }).success).toBe(false);
    expect(schema.safeParse({ status: 'ON,MAYBE' }).success).toBe(false);
    expect(schema.safeParse({ at: '2026-01-01T00:00:00Z' }).success).toBe(false);
  });

  it('refuses a time the database cannot hold, naming the bound, whatever its offset', () => {
    for (const atFrom of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00', '9999-12-31T23:00:00-14:00']) {
      const result = schema.safeParse({ atFrom });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['atFrom'], message: 'must be a time from 1900 to 2200' }),
      ]);
    }
    expect(schema.safeParse({ atTo: '2199-12-31T23:59:59Z' }).success).toBe(true);
  });

  it('refuses a range whose end is not after its start, naming the end', () => {
    const result = schema.safeParse({ sizeFrom: '5', sizeTo: '5' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['sizeTo'], message: 'must be later than query.sizeFrom' }),
    ]);
    expect(schema.safeParse({ atFrom: '2026-01-02T00:00:00Z', atTo: '2026-01-01T00:00:00Z' }).success).toBe(false);
  });

  it('refuses a filter that would take one of the list’s own parameters (the sort direction, order)', () => {
    const clashing = (filters: ResourceDescriptor<'name', string>['filters']) => () =>
      resourceListQuerySchema({ sorts: ['name'], filters });
    expect(clashing({ order: 'text' })).toThrow(/filter order would take the list's own parameter order/);
    expect(clashing({ q: 'list' })).toThrow(/parameter q/);
    expect(clashing({ orderNumber: 'text', createdAt: 'range' })).not.toThrow();
  });
});

describe('the update body of a resource', () => {
  const create = z.strictObject({
    code: z.string(),
    name: z.string(),
    tags: z.array(z.string()).default([]),
    size: z.number().default(1),
  });

  it('makes every field optional without its default, leaves immutable ones out and adds version and id', () => {
    const update = resourceUpdateSchema(create, { idField: 'thingId', immutable: ['code'] });
    expect(update.parse({ thingId: 'a', version: 2, name: 'n' })).toEqual({ thingId: 'a', version: 2, name: 'n' });
    expect(update.parse({ thingId: 'a' })).toEqual({ thingId: 'a' });
    expect(update.safeParse({ thingId: 'a', code: 'x' }).success).toBe(false);
    expect(update.safeParse({ name: 'n' }).success).toBe(false);
    expect(resourceUpdateSchema(create).parse({})).toEqual({});
  });
});

describe('the bulk body of a resource', () => {
  it('offers the actions the descriptor has, and 1 to 500 items', () => {
    const schema = bulkRequestSchema(descriptor);
    expect(schema.parse({ action: 'disable', items: [{ id: 'a', version: 1 }] }).action).toBe('disable');
    expect(schema.safeParse({ action: 'delete', items: [{ id: 'a', version: 1 }] }).success).toBe(true);
    expect(schema.safeParse({ action: 'enable', items: [] }).success).toBe(false);
    const many = Array.from({ length: 501 }, (_, index) => ({ id: String(index), version: 1 }));
    expect(schema.safeParse({ action: 'enable', items: many }).success).toBe(false);
    const readOnly = { ...descriptor, paths: resourcePaths('/things', 'thingId', { delete: null }), toggle: undefined };
    expect(() => bulkRequestSchema(readOnly)).toThrow(/no bulk action/);
  });
});
