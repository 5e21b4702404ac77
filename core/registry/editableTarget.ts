const EDITABLE_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** True when a key event comes from a text field, a select or editable content (shortcuts stay quiet there). */
export function isEditableTarget(event: Event): boolean {
  const target = event.composedPath()[0] ?? event.target;
  if (!(target instanceof Element)) return false;
  if (EDITABLE_TAGS.has(target.tagName)) return true;
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** Spec section 2's "nothing focused": no element has focus, so the page itself gets the keys. */
export function isNothingFocused(doc: Document = document): boolean {
  const active = doc.activeElement;
  return active === null || active === doc.body;
}
