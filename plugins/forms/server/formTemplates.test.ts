import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionTree } from '../../../core/contract/permissions.ts';
import { ORDER_PATHS, type Order } from '../../engine/public/contract/order.ts';
import { FORM_RENDER_PATH, type FormDefinitionInput, type RenderableForm } from '../public/contract/formDefinition.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { type ValidationFailureData } from '../../../core/contract/failures.ts';
import { recordPath } from '../../resourceKit/public/contract/resource.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { FORM_TEMPLATE_RESOURCE, type FormTemplate } from '../contract.ts';

/** Form templates over real HTTP: stored definitions checked, read by name, and applied at intake. */
const PATHS = FORM_TEMPLATE_RESOURCE.paths;
let server: TestServer;
let designer: Caller;
let reader: Caller;
let operator: Caller;
let developer: Caller;
let outsider: Caller;
let foreigner: Caller;

async function signIn(
  tenantId: string,
  username: string,
  permissions: PermissionTree,
  developerAccess = false,
): Promise<Caller> {
  const user = await createUserWithPermissions(server, { tenantId, username, permissions, developerAccess });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer();
  designer = await signIn(AURORA, 'form-designer', { forms: '1111' });
  reader = await signIn(AURORA, 'form-reader', { forms: '0100' });
  operator = await signIn(AURORA, 'form-operator', { monitor: { orders: '1100' } });
  developer = await signIn(AURORA, 'form-developer', {}, true);
  outsider = await signIn(AURORA, 'form-outsider', { networks: '1111' });
  foreigner = await signIn(BOREALIS, 'form-foreigner', { forms: '1111' });
});

afterAll(async () => {
  await server?.close();
});

const PLAN: FormDefinitionInput = {
  sections: [
    {
      title: 'Plan',
      columns: 2,
      fields: [
        { key: 'msisdn', label: 'MSISDN', type: 'text', required: true, pattern: '\\d{8,15}' },
        { key: 'tier', label: 'Tier', type: 'select', options: [{ value: 'gold' }, { value: 'silver' }] },
        {
          key: 'goldPerks',
          label: 'Perks',
          type: 'multiselect',
          required: true,
          max: 2,
          visibleWhen: 'tier = "gold"',
          options: [{ value: 'lounge' }, { value: 'concierge' }, { value: 'upgrades' }],
        },
      ],
    },
  ],
};

const create = (name: string, definition: FormDefinitionInput = PLAN) =>
  designer.post<FormTemplate>(PATHS.create ?? '', { name, description: 'by the test', definition });

const fieldsOf = (body: { data?: unknown }) =>
  ((body.data as ValidationFailureData | undefined)?.fieldErrors ?? []).map((error) => error.path);

describe('form templates', () => {
  it('creates a form with its definition filled out, reads it back and lists it; others tenants see none', async () => {
    const created = expectStatus(await create('Plan change'), 200).body.data;
    expect(created.definition.sections[0]?.fields[0]).toEqual({
      key: 'msisdn',
      label: 'MSISDN',
      type: 'text',
      required: true,
      help: '',
      pattern: '\\d{8,15}',
      min: null,
      max: null,
      options: [],
      defaultValue: null,
      visibleWhen: null,
    });
    expect(
      expectStatus(await reader.get<FormTemplate>(recordPath(FORM_TEMPLATE_RESOURCE, 'get', created.formId)), 200).body
        .data,
    ).toEqual(created);
    const page = expectStatus(await reader.get<KeysetPage<FormTemplate>>(`${PATHS.list}?q=plan`), 200).body.data;
    expect(page.items.map((form) => form.name)).toContain('Plan change');
    const theirs = expectStatus(await foreigner.get<KeysetPage<FormTemplate>>(`${PATHS.list}?limit=100`), 200).body
      .data;
    expect(theirs.items.map((form) => form.name)).not.toContain('Plan change');
  });

  it('refuses a definition that does not hold together, naming each place', async () => {
    const refused = expectStatus(
      await create('Broken form', {
        sections: [
          {
            fields: [
              { key: 'a', label: 'A', type: 'select' },
              { key: 'a', label: 'A again', type: 'text', pattern: '(' },
              { key: 'b', label: 'B', type: 'number', min: 5, max: 1, defaultValue: 'x' },
              { key: 'c', label: 'C', type: 'text', visibleWhen: 'a = ' },
            ],
          },
        ],
      }),
      400,
    );
    expect(fieldsOf(refused.body)).toEqual([
      'definition.sections.0.fields.0.options',
      'definition.sections.0.fields.1.key',
      'definition.sections.0.fields.1.pattern',
      'definition.sections.0.fields.2.max',
      'definition.sections.0.fields.2.defaultValue',
      'definition.sections.0.fields.3.visibleWhen',
    ]);
    expect(refused.body.errorDescription).toContain('definition.sections.0.fields.0.options');
    const badType = expectStatus(
      await create('Bad type', { sections: [{ fields: [{ key: 'x', label: 'X', type: 'colour' as never }] }] }),
      400,
    );
    expect(badType.body.errorDescription).toContain('definition.sections.0.fields.0.type');
    const badName = expectStatus(await designer.post(PATHS.create ?? '', { name: '9 lives' }), 400);
    expect(badName.body.errorDescription).toContain('name');
    expectStatus(await reader.post(PATHS.create ?? '', { name: 'Not mine' }), 403);
  });

  it('updates the definition at its version and keeps the name', async () => {
    const created = expectStatus(await create('Versioned form'), 200).body.data;
    const path = recordPath(FORM_TEMPLATE_RESOURCE, 'update', created.formId);
    const definition = { sections: [{ title: 'Only', fields: [{ key: 'note', label: 'Note', type: 'textarea' }] }] };
    const updated = expectStatus(await designer.put<FormTemplate>(path, { definition, version: 1 }), 200).body.data;
    expect(updated).toMatchObject({ version: 2, name: 'Versioned form' });
    expect(updated.definition.sections[0]?.columns).toBe(1);
    expectStatus(await designer.put(path, { definition, version: 1 }), 412);
    expectStatus(await designer.put(path, { name: 'Renamed', version: 2 }), 400);
  });

  it('gives a form by name to whoever enters orders, works the worklist, develops or reads forms', async () => {
    const byName = `${FORM_RENDER_PATH}?name=${encodeURIComponent('fibre order')}`;
    for (const who of [reader, operator, developer]) {
      const form = expectStatus(await who.get<RenderableForm>(byName), 200).body.data;
      expect(form.name).toBe('Fibre order');
      expect(form.definition.sections.map((section) => section.title)).toEqual(['Installation', 'Extras']);
    }
    expectStatus(await outsider.get(byName), 403);
    expectStatus(await reader.get(`${FORM_RENDER_PATH}?name=Nothing%20here`), 404);
    expectStatus(await reader.get(FORM_RENDER_PATH), 400);
  });
});

describe('the form at intake', () => {
  const order = (payload: Record<string, unknown>) =>
    operator.post<Order>(ORDER_PATHS.create, { service: 'fibre-broadband', operation: 'ADD', payload });

  it('refuses an order whose payload misses what the operation’s form requires, naming each field', async () => {
    const missing = expectStatus(await order({ plan: 'FIBRE-Z' }), 400);
    expect(fieldsOf(missing.body)).toEqual(['payload.address', 'payload.plan']);
    expect(missing.body.errorDescription).toBe('Invalid request: body.payload.address: Required. (and 1 more)');
  });

  it('checks a field its condition shows, and not one it hides', async () => {
    const shown = expectStatus(await order({ address: 'Harbour Road 9', staticIp: true, ipCount: 12 }), 400);
    expect(fieldsOf(shown.body)).toEqual(['payload.ipCount']);
    expect(shown.body.errorDescription).toContain('At most 8.');
    expectStatus(await order({ address: 'Harbour Road 9', staticIp: false, ipCount: 'many' }), 200);
    expectStatus(await order({ address: 'Harbour Road 9', staticIp: true, ipCount: 2, plan: 'FIBRE-M' }), 200);
  });

  it('lets orders through again once the form is disabled', async () => {
    const page = expectStatus(await designer.get<KeysetPage<FormTemplate>>(`${PATHS.list}?q=Fibre`), 200).body.data;
    const fibre = page.items.find((form) => form.name === 'Fibre order') as FormTemplate;
    const path = recordPath(FORM_TEMPLATE_RESOURCE, 'update', fibre.formId);
    expectStatus(await designer.put(path, { enabled: false, version: fibre.version }), 200);
    try {
      expectStatus(await order({ note: 'no address at all' }), 200);
    } finally {
      expectStatus(await designer.put(path, { enabled: true, version: fibre.version + 1 }), 200);
    }
  });
});
