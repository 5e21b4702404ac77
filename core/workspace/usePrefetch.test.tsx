import { renderHook } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContainerProvider } from '../di/ContainerContext.tsx';
import { RouteRegistry } from '../registry/RouteRegistry.ts';
import { usePrefetch, type Prefetch } from './usePrefetch.ts';

function render(prefetch: Prefetch) {
  const container = new Container();
  container.bind(RouteRegistry).toConstantValue({ get: () => undefined, isPermitted: () => false } as never);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ContainerProvider container={container}>{children}</ContainerProvider>
  );
  return renderHook(() => usePrefetch(prefetch), { wrapper });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('usePrefetch', () => {
  it('loads what comes next once the screen is idle', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    render({ modules: [load] });
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads it at once when the user shows where they are going, before the idle moment', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    const { result } = render({ modules: [load] });
    result.current();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
