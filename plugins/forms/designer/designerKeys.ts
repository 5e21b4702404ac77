/** The form designer's own keys, as the shortcut help lists them. */
export const FORM_DESIGNER_SHORTCUTS = Object.freeze({
  id: 'form-designer',
  title: 'Form designer',
  shortcuts: [
    { keys: ['arrowdown', 'arrowup'], description: 'Select the next or previous section or field (in the outline)' },
    { keys: ['alt+arrowdown', 'alt+arrowup'], description: 'Move the selected field down or up' },
    { keys: ['a'], description: 'Add a field after the selected one' },
    { keys: ['enter'], description: 'Edit the selected section or field in the inspector' },
    { keys: ['delete', 'backspace'], description: 'Remove the selected field or section' },
    { keys: ['mod+z'], description: 'Undo' },
    { keys: ['mod+y', 'mod+shift+z'], description: 'Redo' },
    { keys: ['mod+s'], description: 'Save the form' },
  ],
});
