import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { parkedOrder } from '../../../tests/support/orderFixtures.ts';
import devPlugin from '../index.ts';

const CHOICES = {
  services: [
    { name: 'mobile-postpaid', displayName: 'Mobile postpaid', status: 'ACTIVE', operations: ['ADD', 'MODIFY'] },
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

  it('is not offered without developer access', async () => {
    await renderDevOrder(adminUser({ developerAccess: false }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Create Order'));
  });
});
