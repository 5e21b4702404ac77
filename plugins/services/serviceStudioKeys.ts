/** The service studio's own keys, as the shortcut help lists them. */
export const SERVICE_STUDIO_SHORTCUTS = Object.freeze({
  id: 'service-studio',
  title: 'Service studio',
  shortcuts: [
    { keys: ['arrowdown', 'arrowup', 'arrowleft', 'arrowright'], description: 'Select the nearest box that way' },
    { keys: ['enter'], description: "Edit the selected operation, or open the selected workflow's studio" },
    { keys: ['mod+s'], description: 'Save the service' },
  ],
});
