/** The Dev area's screens (spec section 2): order entry and a workflow's XML. */
export const DEV_ORDER_PATH = '/dev/order';
export const DEV_WORKFLOW_XML_PATH = '/dev/configure/workflow/xml';
