const EDITABLE_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Elements that act on a key themselves: a focused one keeps single-key shortcuts from the page. */
const INTERACTIVE_SELECTOR = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
].join(',');

const INTERACTIVE_ROLES = new Set([
  'button',
  'checkbox',
  'combobox',
  'dialog',
  'alertdialog',
  'grid',
  'gridcell',
  'link',
  'listbox',
  'menu',
  'menubar',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'row',
  'scrollbar',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'textbox',
  'tree',
  'treegrid',
  'treeitem',
]);

/** True when a key event comes from a text field, a select or editable content (shortcuts stay quiet there). */
export function isEditableTarget(event: Event): boolean {
  const target = event.composedPath()[0] ?? event.target;
  if (!(target instanceof Element)) return false;
  if (EDITABLE_TAGS.has(target.tagName)) return true;
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * Spec section 2's "nothing focused": no element has focus, or what has it is a plain container that took
 * focus only for scrolling or as a skip-link target (the content region after a click on a blank part of it).
 * Buttons, links, fields and widgets with an interactive role count as focused.
 */
export function isNothingFocused(doc: Document = document): boolean {
  const active = doc.activeElement;
  if (active === null || active === doc.body || active === doc.documentElement) return true;
  return !isInteractive(active);
}

function isInteractive(element: Element): boolean {
  if (element.matches(INTERACTIVE_SELECTOR)) return true;
  const role = element.getAttribute('role');
  return role !== null && role.split(/\s+/).some((name) => INTERACTIVE_ROLES.has(name));
}
