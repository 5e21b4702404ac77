import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable', () => {
  it('suspends until its chunk is in, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const { Component } = preloadable(load);
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const { Component, preload } = preloadable(load);
    await act(() => preload());
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Component name="Grace" />
      </Suspense>,
    );
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Greeting });
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('offline');
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
