import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import type { SmsTemplate, ValidationRule } from '../contract.ts';
import rulesPlugin from '../index.ts';
import { RULE_KIND_INFO, RULE_TEST_PATHS, RULES_PATH } from '../paths.ts';

const META = {
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  updatedBy: 'd',
};
const BUNDLE: ValidationRule = {
  ruleId: '00000000-0000-4000-8000-0000000000a1',
  name: 'Known IPTV bundle',
  description: '',
  service: 'iptv-addon',
  operations: ['ADD'],
  condition: 'bundle in ["Sports"]',
  message: 'Choose a bundle that is sold.',
  field: 'bundle',
  enabled: true,
  ...META,
};
const WELCOME: SmsTemplate = {
  ruleId: '00000000-0000-4000-8000-0000000000a2',
  name: 'Line activated',
  description: '',
  text: 'Welcome {{order.msisdn}}',
  enabled: true,
  ...META,
};

function renderRules(path: string, rules: Record<string, string>) {
  return renderWorkspace({
    plugins: [rulesPlugin],
    path,
    user: adminUser({ permissions: { rules } }),
    http: (http) =>
      http
        .respond('GET', RULE_KIND_INFO.validation.descriptor.paths.list, { items: [BUNDLE], nextCursor: null })
        .respond('GET', RULE_KIND_INFO.sms.descriptor.paths.list, { items: [WELCOME], nextCursor: null })
        .respond('GET', /^\/views\//, [])
        .respond('POST', RULE_TEST_PATHS.validation, { passed: false, value: 'false', error: null }),
  });
}

describe('the rules screen', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('shows a tab for each kind the user may read, the first one open', async () => {
    await renderRules(RULES_PATH, { 'validation rules': '0100', 'sms templates': '0100' });
    const tabs = await screen.findByRole('tablist', { name: 'Kinds of rule' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Validation', 'SMS templates']);
    const grid = await screen.findByRole('grid', { name: 'Validation rules' });
    expect(await within(grid).findByText('Known IPTV bundle')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rules');
    expect(screen.queryByRole('button', { name: 'Create validation rule' })).toBeNull();
  });

  it('tests a condition on a sample payload in the form', async () => {
    const { events, http } = await renderRules(`${RULES_PATH}?tab=validation&new=1`, { 'validation rules': '1111' });
    const panel = await screen.findByRole('dialog', { name: 'Create validation rule' });
    await events.type(within(panel).getByLabelText('Condition'), '$length(msisdn) > 20');
    await events.click(within(panel).getByRole('button', { name: 'Test on the sample' }));
    expect(await within(panel).findByText('Fails: the order would be refused (false).')).toBeTruthy();
    await waitFor(() =>
      expect(http.callsTo(RULE_TEST_PATHS.validation)[0]?.input).toMatchObject({
        condition: '$length(msisdn) > 20',
        payload: { msisdn: '46700001234' },
      }),
    );
  });

  it('counts an SMS template’s segments as it is typed', async () => {
    const { events } = await renderRules(`${RULES_PATH}?tab=sms&new=1`, { 'sms templates': '1111' });
    const panel = await screen.findByRole('dialog', { name: 'Create SMS template' });
    await events.type(within(panel).getByLabelText('Text'), 'Hej {{{{order.name}}');
    expect(within(panel).getByRole('status', { name: 'Segments' }).textContent).toBe(
      'GSM-7 · 22 septets · 1 segment · 138 left in the last',
    );
    await events.type(within(panel).getByLabelText('Text'), ' 👋');
    expect(within(panel).getByRole('status', { name: 'Segments' }).textContent).toContain('UCS-2');
    expect(within(panel).getByText(/Placeholders: order.name/)).toBeTruthy();
  });
});
