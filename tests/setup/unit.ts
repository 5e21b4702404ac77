import 'reflect-metadata/lite';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// jsdom lacks these; cmdk and virtualised lists call them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// CodeMirror measures text through ranges; jsdom lays nothing out, so the measures are empty.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  const noRects = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] };
  Range.prototype.getClientRects = () => noRects as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}

// A screen's first render loads its lazy chunk: on a busy 2-core machine that alone can pass the library's
// one second. Waiting longer makes no test pass that should fail; it only stops a slow machine failing one.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// Test files share one browser environment per worker (the unit project does not isolate them, which
// saves building jsdom for each): each file starts from an empty browser state and leaves no fakes behind.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.documentElement.removeAttribute('style');
  for (const name of Object.keys(document.documentElement.dataset)) delete document.documentElement.dataset[name];
  document.body.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
