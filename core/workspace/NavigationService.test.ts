import 'reflect-metadata';
import { Container } from 'inversify';
import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { PaletteController, type PaletteController as Palette } from '../shell/palette/PaletteController.ts';
import { ShellCommandContext } from './NavigationService.ts';

function setup() {
  const container = new Container();
  const palette = { open: vi.fn() } as unknown as Palette;
  container.bind(PaletteController).toConstantValue(palette);
  container.bind('answer').toConstantValue(42);
  return { context: new ShellCommandContext(container), palette };
}

describe('ShellCommandContext', () => {
  it('queues a navigation until the router registers, then hands later ones straight over', () => {
    const { context } = setup();
    context.navigate('/users');
    context.navigate('monitor/worklist');
    const navigate = vi.fn();
    const unregister = context.registerNavigator(navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/monitor/worklist');
    context.context.navigate('/dashboard');
    expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    unregister();
    context.navigate('/reports');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('exposes the path observably, so `when` preconditions re-run on navigation', () => {
    const { context } = setup();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(context.context.pathname));
    context.setPathname('/monitor/order-listing');
    context.setPathname('/monitor/order-listing');
    context.setPathname('/users');
    stop();
    expect(seen).toEqual(['/', '/monitor/order-listing', '/users']);
  });

  it('resolves services from the container and opens the palette on a page', () => {
    const { context, palette } = setup();
    expect(context.context.get<number>('answer')).toBe(42);
    context.context.openPalette('orders.goTo');
    expect(palette.open).toHaveBeenCalledWith('orders.goTo');
  });
});
