/** Configure › Tasks (spec section 2). */
export const TASKS_PATH = '/configure/tasks';
