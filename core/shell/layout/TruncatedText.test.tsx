import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS } from './Tooltip.tsx';
import { TRUNCATION_CHECK_DEBOUNCE_MS, TruncatedText } from './TruncatedText.tsx';

/** jsdom does no layout: each element reports the sizes this map gives its text. */
const sizes = new Map<string, { scrollWidth: number; clientWidth: number }>();
const observers: ResizeObserverCallback[] = [];

function sizeOf(element: Element) {
  return sizes.get(element.textContent ?? '') ?? { scrollWidth: 0, clientWidth: 0 };
}

beforeEach(() => {
  vi.useFakeTimers();
  observers.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return sizeOf(this).scrollWidth;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return sizeOf(this).clientWidth;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function hover(element: Element) {
  fireEvent.pointerEnter(element.parentElement!);
}

describe('TruncatedText', () => {
  it('shows its full value in a tooltip after 500 ms when it is cut off', () => {
    const text = 'Northwind Partners International Holdings';
    sizes.set(text, { scrollWidth: 400, clientWidth: 120 });
    render(<TruncatedText text={text} />);
    act(() => vi.advanceTimersByTime(TRUNCATION_CHECK_DEBOUNCE_MS));
    const span = screen.getByText(text);
    expect(span.tabIndex).toBe(0);
    hover(span);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe(text);
    expect(span.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows no tooltip when the text fits', () => {
    sizes.set('Short', { scrollWidth: 40, clientWidth: 120 });
    render(<TruncatedText text="Short" />);
    act(() => vi.advanceTimersByTime(TRUNCATION_CHECK_DEBOUNCE_MS));
    const span = screen.getByText('Short');
    expect(span.hasAttribute('tabindex')).toBe(false);
    hover(span);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS * 2));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('re-checks on resize, debounced at 100 ms', () => {
    const text = 'A name that fits until the panel narrows';
    sizes.set(text, { scrollWidth: 200, clientWidth: 300 });
    render(<TruncatedText text={text} />);
    act(() => vi.advanceTimersByTime(TRUNCATION_CHECK_DEBOUNCE_MS));
    const span = screen.getByText(text);
    expect(span.hasAttribute('tabindex')).toBe(false);

    sizes.set(text, { scrollWidth: 200, clientWidth: 150 });
    const [observer] = observers;
    act(() => {
      observer?.([], {} as ResizeObserver);
      vi.advanceTimersByTime(TRUNCATION_CHECK_DEBOUNCE_MS - 10);
      observer?.([], {} as ResizeObserver);
      vi.advanceTimersByTime(TRUNCATION_CHECK_DEBOUNCE_MS - 10);
    });
    // Each resize restarted the wait: no check has run yet.
    expect(span.hasAttribute('tabindex')).toBe(false);
    act(() => vi.advanceTimersByTime(10));
    expect(span.tabIndex).toBe(0);
  });
});
