import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { Container } from 'inversify';
import { afterEach, beforeEach, vi } from 'vitest';
import { ContainerProvider } from '../../core/di/ContainerContext.tsx';
import { GridModule } from '../../core/grid/GridModule.ts';
import { GridPreferences } from '../../core/grid/GridPreferences.ts';

/**
 * Test doubles for the grid's edges: its container, the URL and the viewport size, and the setup every
 * grid test file shares. The grid here is core's alone (column layouts kept for the session, no saved
 * views); the views plugin's harness (`plugins/views/testing/`) adds its server-kept layouts and views.
 */

export interface GridTestHarness {
  container: Container;
  /** What the grid remembers each grid's column layout with: core's, unless the harness was given another. */
  preferences: GridPreferences;
}

/** A container with what DataGrid resolves, as core's GridModule binds it. */
export function createGridHarness(): GridTestHarness {
  const container = new Container();
  container.load(GridModule);
  return { container, preferences: container.get<GridPreferences>(GridPreferences) };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen in a memory router at `url`, with the harness's container; `location` shows the current URL. */
export function renderWithGrid(element: ReactElement, options: { url?: string; harness?: GridTestHarness } = {}) {
  const harness = options.harness ?? createGridHarness();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [options.url ?? '/people'] },
  );
  const user = userEvent.setup();
  const view = render(
    <ContainerProvider container={harness.container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { ...view, router, user, harness };
}

/** The current URL's search params, as the location probe shows them. */
export function currentParams(): URLSearchParams {
  const text = document.querySelector('[data-testid="location"]')?.textContent ?? '';
  return new URLSearchParams(text.slice(text.indexOf('?') + 1));
}

/**
 * jsdom lays nothing out: this gives every element the client size of a grid viewport, so the
 * virtualiser has a window to fill. Returns the function that restores jsdom's zero sizes.
 */
export function stubViewportSize(width = 1200, height = 360): () => void {
  const prototype = HTMLElement.prototype;
  const original = {
    height: Object.getOwnPropertyDescriptor(prototype, 'clientHeight'),
    width: Object.getOwnPropertyDescriptor(prototype, 'clientWidth'),
  };
  Object.defineProperty(prototype, 'clientHeight', { configurable: true, get: () => height });
  Object.defineProperty(prototype, 'clientWidth', { configurable: true, get: () => width });
  return () => {
    if (original.height) Object.defineProperty(prototype, 'clientHeight', original.height);
    if (original.width) Object.defineProperty(prototype, 'clientWidth', original.width);
  };
}

/**
 * What every grid test needs around each test: an empty localStorage, a viewport of the given size
 * (stubViewportSize) and spies restored. Call once at the top of a test file.
 */
export function prepareGridTests(width?: number, height?: number): void {
  let restoreViewport: () => void = () => undefined;
  beforeEach(() => {
    localStorage.clear();
    restoreViewport = stubViewportSize(width, height);
  });
  afterEach(() => {
    restoreViewport();
    vi.restoreAllMocks();
  });
}
