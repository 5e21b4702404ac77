import { describe, expect, it } from 'vitest';
import { MobxShortcutHelpController, type ScreenShortcutGroup } from './ShortcutHelpController.ts';

const listKeys: ScreenShortcutGroup = {
  id: 'orders-grid',
  title: 'Order list',
  shortcuts: [
    { keys: ['j', 'arrowdown'], description: 'Next row' },
    { keys: ['x'], description: 'Select row' },
  ],
};

describe('ShortcutHelpController', () => {
  it('opens, closes and toggles', () => {
    const help = new MobxShortcutHelpController();
    help.toggle();
    expect(help.isOpen).toBe(true);
    help.toggle();
    expect(help.isOpen).toBe(false);
    help.open();
    help.close();
    expect(help.isOpen).toBe(false);
  });

  it('lists a screen group until its registration is disposed', () => {
    const help = new MobxShortcutHelpController();
    const dispose = help.registerScreenShortcuts(listKeys);
    expect(help.screenGroups).toEqual([listKeys]);
    dispose();
    expect(help.screenGroups).toEqual([]);
  });

  it('refuses a key it cannot parse', () => {
    const help = new MobxShortcutHelpController();
    const broken = { id: 'x', title: 'X', shortcuts: [{ keys: ['hyper+j'], description: 'Nope' }] };
    expect(() => help.registerScreenShortcuts(broken)).toThrow(/Unknown modifier/);
    expect(help.screenGroups).toEqual([]);
  });
});
