import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkbench, type Workbench } from '../../tests/support/workbenchFixtures.ts';
import { SEQUENCE_TIMEOUT_MS } from './KeybindingService.ts';

const ALL = ['dashboard:r', 'monitor:orders:r', 'monitor:worklist:r', 'users:r'];

describe('KeybindingService', () => {
  let workbench: Workbench;
  let stop: () => void;

  function start(granted: readonly string[] = ALL, isMac = false) {
    workbench = createWorkbench(undefined, { granted });
    stop = workbench.keys.start({ isMac });
  }

  function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
    const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : '';
    return fireEvent.keyDown(target, { key, code, ...init });
  }

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('fires a two-key sequence', () => {
    start();
    press('g');
    expect(workbench.keys.pendingSequence).toBe('g');
    press('o');
    expect(workbench.context.navigations).toEqual(['/monitor/order-listing']);
    expect(workbench.keys.pendingSequence).toBeNull();
  });

  it('drops a sequence after the timeout', () => {
    start();
    press('g');
    vi.advanceTimersByTime(SEQUENCE_TIMEOUT_MS + 1);
    press('o');
    expect(workbench.context.navigations).toEqual([]);
  });

  it('starts over when the second key continues nothing', () => {
    start();
    press('g');
    press('x');
    press('g');
    press('w');
    expect(workbench.context.navigations).toEqual(['/monitor/worklist']);
  });

  it('does not fire while typing in an input, textarea, select or editable content', () => {
    start();
    document.body.innerHTML =
      '<input id="i"><textarea id="t"></textarea><select id="s"></select><div contenteditable="true"><b id="c">x</b></div>';
    for (const id of ['i', 't', 's', 'c']) {
      const field = document.getElementById(id)!;
      press('g', {}, field);
      press('o', {}, field);
      press('?', { shiftKey: true }, field);
    }
    expect(workbench.context.navigations).toEqual([]);
    expect(workbench.recent.ids).toEqual([]);
  });

  it('fires a global mod combination even in a field', () => {
    start();
    document.body.innerHTML = '<input id="i">';
    const input = document.getElementById('i')!;
    press('k', { ctrlKey: true }, input);
    expect(workbench.context.openedPages).toEqual([undefined]);
    press('o', { ctrlKey: true, shiftKey: true }, input);
    expect(workbench.context.openedPages).toEqual([undefined, 'orders.goto']);
  });

  it('does not fire commands the user may not run, until permitted', () => {
    start(['users:r']);
    press('g');
    press('o');
    expect(workbench.context.navigations).toEqual([]);
    workbench.permissions.grant('monitor:orders:r');
    press('g');
    press('o');
    expect(workbench.context.navigations).toEqual(['/monitor/order-listing']);
  });

  it('does not fire a command whose `when` fails here', () => {
    start();
    press('r');
    expect(workbench.recent.ids).toEqual([]);
    workbench.context.navigate('/monitor/order-listing');
    press('r');
    expect(workbench.recent.ids).toEqual(['orders.refresh']);
  });

  it('matches shift+? from the key the user types', () => {
    start();
    const event = press('?', { shiftKey: true });
    expect(event).toBe(false);
    expect(workbench.recent.ids).toEqual(['help.shortcuts']);
  });

  it('uses ⌘ for mod on Mac and Ctrl elsewhere', () => {
    start(ALL, true);
    press('k', { ctrlKey: true });
    expect(workbench.context.openedPages).toEqual([]);
    press('k', { metaKey: true });
    expect(workbench.context.openedPages).toEqual([undefined]);
  });

  it('ignores repeats and stops listening when stopped', () => {
    start();
    press('k', { ctrlKey: true, repeat: true });
    expect(workbench.context.openedPages).toEqual([]);
    stop();
    press('k', { ctrlKey: true });
    expect(workbench.context.openedPages).toEqual([]);
  });
});
