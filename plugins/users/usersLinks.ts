/** The Users screen's addresses: the tab, a form to open and a role to edit live in the query string. */
export const USERS_PATH = '/users';

export const usersLinks = {
  users: USERS_PATH,
  createUser: `${USERS_PATH}?new=user`,
  roles: `${USERS_PATH}?tab=roles`,
  createRole: `${USERS_PATH}?tab=roles&new=role`,
  role: (roleId: string) => `${USERS_PATH}?tab=roles&role=${encodeURIComponent(roleId)}`,
};
