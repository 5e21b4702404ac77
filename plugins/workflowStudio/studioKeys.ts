/** The studio's own keys, as the shortcut help lists them. */
export const STUDIO_SHORTCUTS = Object.freeze({
  id: 'workflow-studio',
  title: 'Workflow studio',
  shortcuts: [
    { keys: ['a'], description: 'Add a step after the selected one (focus the step list)' },
    { keys: ['arrowdown', 'arrowup', 'arrowleft', 'arrowright'], description: 'Select the nearest step that way' },
    { keys: ['enter'], description: 'Edit the selected step or edge in the inspector' },
    { keys: ['delete', 'backspace'], description: 'Remove the selected step or edge' },
    { keys: ['mod+z'], description: 'Undo' },
    { keys: ['mod+y', 'mod+shift+z'], description: 'Redo' },
    { keys: ['mod+s'], description: 'Save the draft now' },
    { keys: ['l'], description: 'Lay the graph out again' },
  ],
});
