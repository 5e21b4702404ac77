import type { AddUserRequest, UpdateUserRequest, UserDetails } from './contract.ts';
import { addUserRequestSchema, updateUserRequestSchema } from './contract.ts';

/** What the user form edits; `accountId` '' stands for the tenant's own users. */
export interface UserFormValues {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  roleIds: readonly string[];
  accountId: string;
  landingPage: string;
  developerAccess: boolean;
  copyConfiguration: boolean;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const EMPTY_USER_FORM: UserFormValues = {
  firstname: '',
  lastname: '',
  username: '',
  email: '',
  roleIds: [],
  accountId: '',
  landingPage: '',
  developerAccess: false,
  copyConfiguration: false,
};

export function formValuesOf(user: UserDetails): UserFormValues {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    username: user.username,
    email: user.email,
    roleIds: user.roles.map((role) => role.roleId),
    accountId: user.accountId ?? '',
    landingPage: user.landingPage,
    developerAccess: user.developerAccess,
    copyConfiguration: user.copyConfiguration,
  };
}

export function sameFormValues(a: UserFormValues, b: UserFormValues): boolean {
  return (
    a.firstname === b.firstname &&
    a.lastname === b.lastname &&
    a.username === b.username &&
    a.email === b.email &&
    a.accountId === b.accountId &&
    a.landingPage === b.landingPage &&
    a.developerAccess === b.developerAccess &&
    a.copyConfiguration === b.copyConfiguration &&
    a.roleIds.length === b.roleIds.length &&
    a.roleIds.every((id) => b.roleIds.includes(id))
  );
}

const FIELD_MESSAGES: Partial<Record<keyof UserFormValues, string>> = {
  firstname: 'Enter a first name.',
  email: 'Enter a valid email address.',
  username: 'Use letters, digits and . _ @ + - only, starting with a letter or digit.',
  landingPage: 'Choose a page the roles allow.',
};

type Validated<T> = { ok: true; request: T } | { ok: false; errors: UserFormErrors };

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): UserFormErrors {
  const errors: UserFormErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as keyof UserFormValues;
    const mapped = field === ('roleIds' as keyof UserFormValues) ? 'roleIds' : field;
    errors[mapped] ??= FIELD_MESSAGES[mapped] ?? issue.message;
  }
  return errors;
}

/** The add request of the form, or the message per field the contract refuses. */
export function toAddRequest(values: UserFormValues): Validated<AddUserRequest> {
  const request: AddUserRequest = {
    username: values.username,
    email: values.email,
    firstname: values.firstname,
    lastname: values.lastname,
    landingPage: values.landingPage,
    developerAccess: values.developerAccess,
    copyConfiguration: values.copyConfiguration,
    accountId: values.accountId === '' ? null : values.accountId,
    roleIds: [...values.roleIds],
  };
  const parsed = addUserRequestSchema.safeParse(request);
  return parsed.success ? { ok: true, request } : { ok: false, errors: errorsOf(parsed.error.issues) };
}

/** The update request of the form for the user at `version`. */
export function toUpdateRequest(userId: string, version: number, values: UserFormValues): Validated<UpdateUserRequest> {
  const request: UpdateUserRequest = {
    userId,
    version,
    email: values.email,
    firstname: values.firstname,
    lastname: values.lastname,
    landingPage: values.landingPage,
    developerAccess: values.developerAccess,
    copyConfiguration: values.copyConfiguration,
    accountId: values.accountId === '' ? null : values.accountId,
    roleIds: [...values.roleIds],
  };
  const parsed = updateUserRequestSchema.safeParse(request);
  return parsed.success ? { ok: true, request } : { ok: false, errors: errorsOf(parsed.error.issues) };
}
