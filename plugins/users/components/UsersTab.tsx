import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataGrid } from '../../../core/grid/DataGrid.tsx';
import type { FetchPageRequest, GridColumn, GridDataSource, GridRowAction } from '../../../core/grid/gridTypes.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { TENANT_USERS_FILTER, USERS_PERMISSIONS, USERS_RESOURCE, type UserDetails } from '../contract.ts';
import { RolesStore } from '../RolesStore.ts';
import { USER_COLUMNS, userListQuery } from '../userListQuery.ts';
import { forcePasswordResetCall, listUsersCall, unlockUserCall, usersResourceCalls } from '../usersCalls.ts';
import { useResourceBulkActions } from '../../resourceKit/public/web/useResourceBulkActions.tsx';
import { ConfirmDialog, type ConfirmRequest } from '../../../core/shell/dialog/ConfirmDialog.tsx';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { UserForm } from './UserForm.tsx';
import * as css from './users.css.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function fullName(user: UserDetails): string {
  return `${user.firstname} ${user.lastname}`.trim();
}

const userId = (user: UserDetails) => user.userId;
const userVersion = (user: UserDetails) => user.version;
const DISABLE_CONSEQUENCES = {
  disable: 'They are signed out everywhere and cannot sign in until enabled again.',
} as const;

function isLocked(user: UserDetails): boolean {
  return user.lockedUntil !== null;
}

/** The Status cell as text, for the CSV: `Active`, `Disabled`, with ` · Locked` and ` · Invited` as shown. */
function statusText(user: UserDetails): string {
  const parts = [user.status === 'ACTIVE' ? 'Active' : 'Disabled'];
  if (isLocked(user)) parts.push('Locked');
  if (user.passwordPending) parts.push('Invited');
  return parts.join(' · ');
}

type FormState = { mode: 'create' } | { mode: 'edit'; user: UserDetails } | null;

/** The Users tab: the tenant's users in the data grid, with the create/edit panel and row actions. */
export const UsersTab = observer(function UsersTab() {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const roles = useService<RolesStore>(RolesStore);
  const session = useService<SessionStore>(SessionStore);
  const canCreate = usePermission(USERS_PERMISSIONS.create);
  const canUpdate = usePermission(USERS_PERMISSIONS.update);
  const [params, setParams] = useSearchParams();
  const [revision, setRevision] = useState(0);
  const [editing, setEditing] = useState<UserDetails | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const creating = params.get('new') === 'user' && canCreate;
  const form: FormState = editing ? { mode: 'edit', user: editing } : creating ? { mode: 'create' } : null;

  const closeForm = useCallback(() => {
    setEditing(null);
    if (params.has('new')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('new');
          return next;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);

  const openCreate = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('new', 'user');
      return next;
    });
  }, [setParams]);

  const reload = useCallback(() => setRevision((value) => value + 1), []);
  const bulk = useResourceBulkActions({
    descriptor: USERS_RESOURCE,
    calls: usersResourceCalls,
    idOf: userId,
    versionOf: userVersion,
    labelOf: fullName,
    consequences: DISABLE_CONSEQUENCES,
    onDone: reload,
  });

  const runAction = useCallback(
    async (work: () => Promise<unknown>, success: string) => {
      try {
        await work();
        notifier.success(success);
        setRevision((value) => value + 1);
      } catch (error) {
        notifier.error(isApiError(error) ? error.message : 'The action failed.');
        if (isApiError(error) && error.status === 412) setRevision((value) => value + 1);
      }
    },
    [notifier],
  );

  const partnerAccounts = session.user?.partnerInfo;
  const roleList = roles.roles;
  const columns = useMemo<GridColumn<UserDetails>[]>(
    () => [
      { id: USER_COLUMNS.name, header: 'Name', accessor: fullName, sortable: true, hideable: false, width: 180 },
      { id: USER_COLUMNS.username, header: 'Username', accessor: (user) => user.username, sortable: true, width: 160 },
      { id: USER_COLUMNS.email, header: 'Email', accessor: (user) => user.email, sortable: true, width: 220 },
      {
        id: USER_COLUMNS.roles,
        header: 'Roles',
        accessor: (user) => user.roles.map((role) => role.name),
        cell: (user) => user.roles.map((role) => role.name).join(', '),
        filter: { kind: 'select', options: roleList.map((role) => ({ value: role.roleId, label: role.name })) },
        searchable: false,
        width: 200,
      },
      {
        id: USER_COLUMNS.account,
        header: 'Partner account',
        accessor: (user) => user.accountName ?? '',
        cell: (user) => user.accountName ?? <span style={{ opacity: 0.7 }}>Tenant</span>,
        exportValue: (user) => user.accountName ?? 'Tenant',
        filter: {
          kind: 'select',
          options: [
            { value: TENANT_USERS_FILTER, label: 'Tenant users' },
            ...(partnerAccounts ?? []).map((account) => ({ value: account.accountId, label: account.accountName })),
          ],
        },
        searchable: false,
        width: 160,
      },
      {
        id: USER_COLUMNS.status,
        header: 'Status',
        accessor: (user) => user.status,
        sortable: true,
        searchable: false,
        filter: {
          kind: 'select',
          options: [
            { value: 'ACTIVE', label: 'Active' },
            { value: 'DISABLED', label: 'Disabled' },
          ],
        },
        cell: (user) => (
          <span>
            <span className={user.status === 'ACTIVE' ? css.badge.active : css.badge.disabled}>
              {user.status === 'ACTIVE' ? 'Active' : 'Disabled'}
            </span>
            {isLocked(user) ? <span className={css.badge.locked}>Locked</span> : null}
            {user.passwordPending ? <span className={css.badge.disabled}> · Invited</span> : null}
          </span>
        ),
        exportValue: statusText,
        width: 150,
      },
      {
        id: USER_COLUMNS.lastLogin,
        header: 'Last login',
        accessor: (user) => (user.lastLoginAt ? new Date(user.lastLoginAt) : null),
        cell: (user) =>
          user.lastLoginAt ? (
            <time dateTime={user.lastLoginAt}>{dateTime.format(new Date(user.lastLoginAt))}</time>
          ) : (
            'Never'
          ),
        exportValue: (user) => (user.lastLoginAt ? dateTime.format(new Date(user.lastLoginAt)) : 'Never'),
        sortable: true,
        searchable: false,
        width: 170,
      },
    ],
    [roleList, partnerAccounts],
  );

  const source = useMemo<GridDataSource<UserDetails>>(
    () => ({
      kind: 'server',
      revision,
      fetchPage: async (request: FetchPageRequest) => {
        const { data } = await http.call(listUsersCall, userListQuery(request), { signal: request.signal });
        return data;
      },
    }),
    [http, revision],
  );

  const rowActions = useMemo<GridRowAction<UserDetails>[]>(() => {
    if (!canUpdate) return [];
    return [
      { id: 'edit', label: 'Edit', run: (user) => setEditing(user) },
      ...bulk.actions
        .filter((action) => action.id === 'enable' || action.id === 'disable')
        .map((action) => ({
          id: action.id,
          label: action.label,
          danger: action.danger,
          available: (user: UserDetails) => user.status === (action.id === 'enable' ? 'DISABLED' : 'ACTIVE'),
          run: (user: UserDetails) => action.run([user]),
        })),
      {
        id: 'forcePasswordReset',
        label: 'Force password reset',
        run: (user) =>
          setConfirm({
            title: `Force a password reset for ${fullName(user)}?`,
            message: 'Their sessions end, their password is cleared and they are mailed a link to choose a new one.',
            confirmLabel: 'Reset password',
            danger: true,
            onConfirm: () =>
              void runAction(
                () => http.call(forcePasswordResetCall, user.userId),
                `${fullName(user)} was mailed a reset link.`,
              ),
          }),
      },
      {
        id: 'unlock',
        label: 'Unlock',
        available: isLocked,
        run: (user) =>
          void runAction(() => http.call(unlockUserCall, user.userId), `${fullName(user)} can sign in again.`),
      },
    ];
  }, [canUpdate, http, runAction, bulk.actions]);

  return (
    <>
      <DataGrid
        gridId="users"
        label="Users"
        columns={columns}
        source={source}
        getRowId={(user) => user.userId}
        onOpen={canUpdate ? (user) => setEditing(user) : undefined}
        searchPlaceholder="Search name, username or email"
        rowActions={rowActions}
        bulkActions={bulk.actions}
        emptyState={{
          message: 'No users match.',
          action: canCreate ? { label: 'Create user', run: openCreate } : undefined,
        }}
        toolbar={
          canCreate ? (
            <button type="button" className={`${button.primary} ${compactButton}`} onClick={openCreate}>
              Create user
            </button>
          ) : null
        }
      />
      {form ? (
        <UserForm
          key={form.mode === 'edit' ? form.user.userId : 'new'}
          user={form.mode === 'edit' ? form.user : null}
          onClose={closeForm}
          onSaved={() => {
            closeForm();
            reload();
          }}
        />
      ) : null}
      {confirm ? <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} /> : null}
      {bulk.dialogs}
    </>
  );
});
