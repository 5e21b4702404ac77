/**
 * An operation of a service (ADD, MODIFY, UPGRADE_SPEED): how services, provisioning templates, rules and
 * triggers name it. Free of zod, for the console's own checks.
 */
export const OPERATION_NAME = /^[A-Z][A-Z0-9_]{0,39}$/;

/** What the pattern asks, after "an operation name is ". */
export const OPERATION_NAME_RULE = 'upper case: letters, digits and _, starting with a letter (ADD, UPGRADE_SPEED)';
