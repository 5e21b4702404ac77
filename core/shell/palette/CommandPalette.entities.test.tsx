import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { definePlugin, type EntitySearchResult } from '../../plugin/manifest.ts';
import { createPaletteTestbed, type PaletteTestbed } from '../../../tests/support/paletteTestbed.tsx';

interface Asked {
  kind: string;
  query: string;
  signal: AbortSignal;
}

const ORDERS = ['ORD-00002983', 'ORD-000029831', 'ORD-00002984'];

/** A console whose plugins find orders by number and services by name, recording what they were asked. */
function entityPlugin(asked: Asked[]) {
  const result = (kind: string, title: string, exact = false): EntitySearchResult => ({
    id: title,
    title,
    subtitle: `${kind} record`,
    exact,
    run: (ctx) => ctx.navigate(`/${kind}/${title}`),
  });
  return definePlugin({
    id: 'records',
    routes: [],
    nav: [],
    commands: [
      {
        id: 'orders.refresh',
        title: 'Refresh orders',
        category: 'Orders',
        permission: 'monitor:orders:r',
        run: () => undefined,
      },
    ],
    entitySearches: [
      {
        id: 'orders',
        title: 'Orders',
        permission: 'monitor:orders:r',
        search: async (query, _ctx, signal) => {
          asked.push({ kind: 'orders', query, signal });
          return ORDERS.filter((number) => number.includes(query.toUpperCase())).map((number) =>
            result('orders', number, number === query.toUpperCase()),
          );
        },
      },
      {
        id: 'services',
        title: 'Services',
        permission: 'service:r',
        search: async (query, _ctx, signal) => {
          asked.push({ kind: 'services', query, signal });
          return [result('services', `${query} service`)];
        },
      },
    ],
  });
}

let bed: PaletteTestbed | null = null;

afterEach(() => {
  bed?.stop();
  bed = null;
});

const dialog = () => screen.getByRole('dialog', { name: 'Command palette' });
const optionTitles = () =>
  within(dialog())
    .queryAllByRole('option')
    .map((option) => document.getElementById(option.getAttribute('aria-labelledby') ?? '')?.textContent);

/** Types `text` key by key, or `pasted` in one input (no pause inside it, however slow the machine). */
async function typeAtTopLevel(granted: readonly string[], text: string, how: 'typed' | 'pasted' = 'typed') {
  const asked: Asked[] = [];
  bed = createPaletteTestbed({ plugins: [entityPlugin(asked)], granted });
  const user = userEvent.setup();
  await user.keyboard('{Control>}k{/Control}');
  await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('combobox'));
  if (how === 'pasted') await user.paste(text);
  else await user.keyboard(text);
  return { asked, user, bed };
}

describe('the palette’s top level finds records', () => {
  it('ranks the order a typed number names first, lists the others in a group under the commands, and opens it on Enter', async () => {
    const { asked, user, bed } = await typeAtTopLevel(['monitor:orders:r'], 'ORD-00002983');
    await waitFor(() => expect(optionTitles()).toContain('ORD-000029831'));
    expect(optionTitles()[0]).toBe('ORD-00002983');
    expect(within(dialog()).getByText('Orders', { selector: '[aria-hidden="true"]' })).toBeTruthy();
    expect(optionTitles().slice(1)).toEqual(['ORD-000029831']);
    // Asked once, after the typing paused: not once per keystroke.
    expect(asked.map((call) => call.query)).toEqual(['ORD-00002983']);

    await user.keyboard('{Enter}');
    expect(bed.context.navigations).toEqual(['/orders/ORD-00002983']);
  });

  it('asks only the searches the user may run', async () => {
    const { asked } = await typeAtTopLevel(['monitor:orders:r'], 'fibre');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.every((call) => call.kind === 'orders')).toBe(true);
    expect(within(dialog()).queryByText('Services')).toBeNull();
  });

  it('shows a group per kind, each under its heading, and the arrow keys pass over the headings', async () => {
    const { user } = await typeAtTopLevel(['monitor:orders:r', 'service:r'], '0000298');
    await waitFor(() => expect(optionTitles()).toContain('0000298 service'));
    expect(optionTitles()).toEqual(['ORD-00002983', 'ORD-000029831', 'ORD-00002984', '0000298 service']);
    const input = within(dialog()).getByRole('combobox');
    for (let press = 0; press < 3; press += 1) await user.keyboard('{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.getAttribute('role')).toBe('option');
    expect(document.getElementById(active?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('0000298 service');
    expect(active?.getAttribute('aria-setsize')).toBe('4');
  });

  it('cancels the search of a text the next keystroke made stale', async () => {
    const { asked, user } = await typeAtTopLevel(['monitor:orders:r'], 'ORD-0000', 'pasted');
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.keyboard('2');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[0]?.signal.aborted).toBe(true);
    expect(asked[1]?.signal.aborted).toBe(false);
  });

  it('keeps the row the user moved to when records arrive for the same text', async () => {
    let answer: ((results: EntitySearchResult[]) => void) | null = null;
    const ran: string[] = [];
    const command = (id: string, title: string) => ({
      id,
      title,
      category: 'Orders',
      permission: 'monitor:orders:r',
      run: () => void ran.push(id),
    });
    const plugin = definePlugin({
      id: 'slow',
      routes: [],
      nav: [],
      commands: [command('orders.export', 'Export orders'), command('orders.refresh', 'Refresh orders')],
      entitySearches: [
        {
          id: 'orders',
          title: 'Orders',
          permission: 'monitor:orders:r',
          search: () => new Promise((resolve) => (answer = resolve)),
        },
      ],
    });
    bed = createPaletteTestbed({ plugins: [plugin], granted: ['monitor:orders:r'] });
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('combobox'));
    await user.keyboard('orders');
    await waitFor(() => expect(optionTitles().slice(0, 2)).toEqual(['Export orders', 'Refresh orders']));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(answer).not.toBeNull());
    await act(async () => answer?.([{ id: 'o1', title: 'ORD-1 orders', exact: true, run: () => undefined }]));
    // The exact record now ranks first, but the user chose the second command before it came.
    expect(optionTitles()[0]).toBe('ORD-1 orders');
    await user.keyboard('{Enter}');
    expect(ran).toEqual(['orders.refresh']);
  });
});
