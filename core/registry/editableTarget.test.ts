import { afterEach, describe, expect, it } from 'vitest';
import { isNothingFocused } from './editableTarget.ts';

function focus(html: string, id: string): void {
  document.body.innerHTML = html;
  document.getElementById(id)!.focus();
}

describe('isNothingFocused', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds with the page itself focused', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    expect(isNothingFocused()).toBe(true);
  });

  it('holds when the content region took focus from a click on a blank part of it', () => {
    focus('<main id="m" tabindex="-1"><p>Order</p></main>', 'm');
    expect(document.activeElement?.id).toBe('m');
    expect(isNothingFocused()).toBe(true);
  });

  it('holds for a plain container focused for scrolling', () => {
    focus('<aside id="a" tabindex="-1" aria-label="Inspector"></aside><div id="d" tabindex="0"></div>', 'a');
    expect(isNothingFocused()).toBe(true);
    document.getElementById('d')!.focus();
    expect(isNothingFocused()).toBe(true);
  });

  it('does not hold for buttons, links, fields and interactive widgets', () => {
    const html =
      '<button id="b">Go</button><a id="l" href="#x">x</a><input id="i"><textarea id="t"></textarea>' +
      '<select id="s"></select><div id="c" contenteditable="true"></div><div id="r" role="row" tabindex="-1"></div>' +
      '<div id="o" role="option" tabindex="-1"></div><div id="g" role="dialog" tabindex="-1"></div>';
    for (const id of ['b', 'l', 'i', 't', 's', 'c', 'r', 'o', 'g']) {
      focus(html, id);
      expect(document.activeElement?.id, id).toBe(id);
      expect(isNothingFocused(), id).toBe(false);
    }
  });
});
