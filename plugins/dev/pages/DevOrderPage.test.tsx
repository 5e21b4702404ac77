import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORM_RENDER_PATH, formDefinitionSchema } from '../../forms/public/contract/formDefinition.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { parkedOrder } from '../../../tests/support/orderFixtures.ts';
import devPlugin from '../index.ts';

const ACTIVATION = formDefinitionSchema.parse({
  sections: [
    {
      title: 'Line',
      columns: 2,
      fields: [
        { key: 'msisdn', label: 'MSISDN', type: 'text', required: true, pattern: '\\d{8,15}' },
        { key: 'lines', label: 'Lines', type: 'number', defaultValue: 1, min: 1, max: 5 },
        { key: 'roaming', label: 'Roaming', type: 'checkbox' },
        {
          key: 'zone',
          label: 'Zone',
          type: 'select',
          required: true,
          visibleWhen: 'roaming',
          options: [{ value: 'EU' }, { value: 'WORLD', label: 'World' }],
        },
      ],
    },
  ],
});

const CHOICES = {
  services: [
    {
      name: 'mobile-postpaid',
      displayName: 'Mobile postpaid',
      status: 'ACTIVE',
      operations: ['ADD', 'MODIFY'],
      forms: { ADD: 'Activation' },
    },
  ],
};

async function renderDevOrder(user = adminUser()) {
  return renderWorkspace({
    plugins: [devPlugin],
    path: '/dev/order',
    user,
    http: (http) =>
      http
        .respond('GET', '/order/choices', CHOICES)
        .respond('GET', FORM_RENDER_PATH, { name: 'Activation', description: '', definition: ACTIVATION })
        .respond('POST', '/api/admin/order', () => parkedOrder({ state: 'RUNNING' })),
  });
}

describe('DevOrderPage', () => {
  it('sends the operation with its JSON payload and idempotency key, and links the order made', async () => {
    const view = await renderDevOrder();
    await screen.findByRole('option', { name: 'Mobile postpaid (mobile-postpaid)' });
    await view.events.selectOptions(screen.getByLabelText('Service'), 'mobile-postpaid');
    await view.events.selectOptions(screen.getByLabelText('Operation'), 'MODIFY');
    const payload = screen.getByLabelText('Payload (JSON)') as HTMLTextAreaElement;
    fireEvent.change(payload, { target: { value: '{ "msisdn": "4917" ' } });
    await view.events.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText(/The payload is not valid JSON/)).toBeTruthy();
    expect(payload.value).toBe('{ "msisdn": "4917" ');
    expect(view.http.callsTo('/api/admin/order')).toHaveLength(0);

    fireEvent.change(payload, { target: { value: '{ "msisdn": "4917" }' } });
    const key = (screen.getByLabelText('Idempotency key') as HTMLInputElement).value;
    await view.events.click(screen.getByRole('button', { name: 'Create order' }));
    const link = await screen.findByRole('link', { name: 'ORD-00000042' });
    expect(link.getAttribute('href')).toContain('/monitor/order-listing/order?orderNumber=ORD-00000042');
    expect(view.http.callsTo('/api/admin/order')[0]?.input).toEqual({
      idempotencyKey: key,
      order: {
        service: 'mobile-postpaid',
        operation: 'MODIFY',
        payload: { msisdn: '4917' },
        subscriberKey: null,
        externalId: null,
        priority: 5,
      },
    });
  });

  it('enters the payload through the operation’s form, checked as typed, and can switch to JSON', async () => {
    const view = await renderDevOrder();
    await screen.findByRole('option', { name: 'Mobile postpaid (mobile-postpaid)' });
    await view.events.selectOptions(screen.getByLabelText('Service'), 'mobile-postpaid');
    await view.events.selectOptions(screen.getByLabelText('Operation'), 'ADD');
    const form = await screen.findByRole('group', { name: 'Activation' });
    expect((within(form).getByLabelText('Lines') as HTMLInputElement).value).toBe('1');
    expect(within(form).queryByLabelText('Zone *')).toBeNull();
    await view.events.type(within(form).getByLabelText('MSISDN *'), '49x');
    await view.events.click(within(form).getByLabelText('Roaming'));
    await view.events.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await within(form).findByText('Does not match the pattern \\d{8,15}.')).toBeTruthy();
    expect(within(form).getByText('Required.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The form has 2 fields to mend.');
    expect(view.http.callsTo('/api/admin/order')).toHaveLength(0);

    await view.events.clear(within(form).getByLabelText('MSISDN *'));
    await view.events.type(within(form).getByLabelText('MSISDN *'), '4917012345');
    await view.events.selectOptions(within(form).getByLabelText('Zone *'), 'WORLD');
    await view.events.click(screen.getByRole('button', { name: 'JSON', pressed: false }));
    const json = screen.getByLabelText('Payload (JSON)') as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual({ msisdn: '4917012345', lines: 1, roaming: true, zone: 'WORLD' });
    fireEvent.change(json, { target: { value: '{ "msisdn": "4917012345", "lines": 3, "roaming": false }' } });
    await view.events.click(screen.getByRole('button', { name: 'Form: Activation' }));
    expect(
      (within(await screen.findByRole('group', { name: 'Activation' })).getByLabelText('Lines') as HTMLInputElement)
        .value,
    ).toBe('3');
    await view.events.click(screen.getByRole('button', { name: 'Create order' }));
    await screen.findByRole('link', { name: 'ORD-00000042' });
    expect((view.http.callsTo('/api/admin/order')[0]?.input as { order: { payload: unknown } }).order.payload).toEqual({
      msisdn: '4917012345',
      lines: 3,
      roaming: false,
    });
  });

  it('is not offered without developer access', async () => {
    await renderDevOrder(adminUser({ developerAccess: false }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Create Order'));
  });
});
