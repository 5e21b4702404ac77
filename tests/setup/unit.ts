import 'reflect-metadata/lite';
import { afterEach } from 'vitest';
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
