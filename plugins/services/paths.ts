export const SERVICES_PATH = '/configure/services';
/** The spec's link that opens the create form on the services screen. */
export const NEW_SERVICE_PARAM = { name: 'mode', value: 'newService' } as const;
