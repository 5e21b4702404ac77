import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MobxPaletteController } from './PaletteController.ts';

describe('PaletteController', () => {
  it('opens on the root list and closes again', () => {
    const palette = new MobxPaletteController();
    expect(palette.isOpen).toBe(false);
    palette.open();
    expect(palette.isOpen).toBe(true);
    expect(palette.pageCommandId).toBeNull();
    palette.close();
    expect(palette.isOpen).toBe(false);
  });

  it('opens straight on a page from closed, with the root below it', () => {
    const palette = new MobxPaletteController();
    palette.open('orders.goto');
    expect(palette.pageCommandId).toBe('orders.goto');
    expect(palette.levels.map((level) => level.commandId)).toEqual([null, 'orders.goto']);
    expect(palette.back()).toBe(true);
    expect(palette.pageCommandId).toBeNull();
    expect(palette.back()).toBe(false);
  });

  it('enters a page on top of the current level and restores what was typed there on back', () => {
    const palette = new MobxPaletteController();
    palette.open();
    palette.setQuery('go to ord');
    palette.open('orders.goto');
    expect(palette.query).toBe('');
    palette.setQuery('1042');
    expect(palette.query).toBe('1042');
    palette.back();
    expect(palette.query).toBe('go to ord');
  });

  it('does not stack the same page twice, and opening without a page while open returns to the root', () => {
    const palette = new MobxPaletteController();
    palette.open('theme');
    palette.open('theme');
    expect(palette.levels).toHaveLength(2);
    palette.open();
    expect(palette.levels).toHaveLength(1);
    expect(palette.pageCommandId).toBeNull();
  });

  it('forgets pages and typing when closed', () => {
    const palette = new MobxPaletteController();
    palette.open('theme');
    palette.setQuery('dark');
    palette.close();
    palette.open();
    expect(palette.levels).toEqual([{ commandId: null, query: '' }]);
  });

  it('is observable', () => {
    const palette = new MobxPaletteController();
    const seen: (string | null)[] = [];
    const stop = autorun(() => seen.push(palette.isOpen ? palette.pageCommandId : 'closed'));
    palette.open();
    palette.open('theme');
    palette.close();
    stop();
    expect(seen).toEqual(['closed', null, 'theme', 'closed']);
  });
});
