import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { USERS_PERMISSIONS, type Role } from '../contract.ts';
import { RolesStore } from '../RolesStore.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { UnsavedChangesDialog } from '../../../core/shell/dialog/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../../../core/shell/dialog/useUnsavedChangesGuard.ts';
import * as matrixCss from './matrix.css.ts';
import { RoleEditor } from './RoleEditor.tsx';
import * as css from './users.css.ts';
import * as bannerCss from '../../../core/shell/dialog/banner.css.ts';
import * as formCss from '../../../core/shell/form/form.css.ts';

type Selection = { kind: 'new' } | { kind: 'role'; roleId: string } | null;

/**
 * The Roles tab: the tenant's roles on the left, the selected one's permission matrix on the right.
 * The selection is in the URL, so choosing another role, another tab or another screen while the
 * open role has unsaved changes asks first.
 */
export const RolesTab = observer(function RolesTab() {
  const store = useService<RolesStore>(RolesStore);
  const canCreate = usePermission(USERS_PERMISSIONS.create);
  const [params, setParams] = useSearchParams();
  const [dirty, setDirty] = useState(false);
  const roleId = params.get('role');
  const selection: Selection =
    params.get('new') === 'role' && canCreate ? { kind: 'new' } : roleId ? { kind: 'role', roleId } : null;
  const selectedRole =
    selection?.kind === 'role' ? store.roles.find((role) => role.roleId === selection.roleId) : undefined;

  const guard = useUnsavedChangesGuard(dirty);

  /** `afterSaving`: the editor's own change of selection (after a save or a delete), which never asks. */
  const select = (next: Selection, afterSaving = false) => {
    const show = () =>
      setParams((current) => {
        const params = new URLSearchParams(current);
        params.delete('new');
        params.delete('role');
        if (next?.kind === 'new') params.set('new', 'role');
        if (next?.kind === 'role') params.set('role', next.roleId);
        return params;
      });
    if (!afterSaving) return show();
    setDirty(false);
    guard.navigateWithoutAsking(show);
  };

  const onSaved = (role: Role) => {
    setDirty(false);
    if (selection?.kind !== 'role' || selection.roleId !== role.roleId)
      select({ kind: 'role', roleId: role.roleId }, true);
  };

  return (
    <div className={matrixCss.layout}>
      <nav aria-label="Roles">
        <div className={matrixCss.listHeader}>
          <h2 className={css.panelTitle}>Roles</h2>
          {canCreate ? (
            <button type="button" className={button.primary} onClick={() => select({ kind: 'new' })}>
              Create role
            </button>
          ) : null}
        </div>
        {store.error ? (
          <div className={bannerCss.banner.error} role="alert">
            {store.error}
            <div className={bannerCss.bannerActions}>
              <button type="button" className={button.secondary} onClick={() => void store.load()}>
                Retry
              </button>
            </div>
          </div>
        ) : null}
        {store.loading && store.roles.length === 0 ? <p className={formCss.hint}>Loading roles…</p> : null}
        {!store.loading && !store.error && store.roles.length === 0 ? (
          <p className={formCss.hint}>No roles yet.</p>
        ) : null}
        <ul className={matrixCss.roleList}>
          {store.roles.map((role) => (
            <li key={role.roleId}>
              <button
                type="button"
                className={matrixCss.roleItem}
                aria-current={selectedRole?.roleId === role.roleId ? 'true' : undefined}
                onClick={() => select({ kind: 'role', roleId: role.roleId })}
              >
                <span className={matrixCss.roleName}>{role.name}</span>
                {role.description ? <span className={matrixCss.roleMeta}>{role.description}</span> : null}
                <span className={matrixCss.roleMeta}>
                  {role.userCount} user{role.userCount === 1 ? '' : 's'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {selection?.kind === 'new' ? (
        <RoleEditor
          key="new"
          role={null}
          onSaved={onSaved}
          onDeleted={() => select(null, true)}
          onDirtyChange={setDirty}
        />
      ) : selectedRole ? (
        <RoleEditor
          key={selectedRole.roleId}
          role={selectedRole}
          onSaved={onSaved}
          onDeleted={() => select(null, true)}
          onDirtyChange={setDirty}
        />
      ) : (
        <div className={matrixCss.editor}>
          <p className={formCss.hint}>
            {selection?.kind === 'role' && !store.loading
              ? 'That role no longer exists.'
              : 'Choose a role to see and change what it may do.'}
          </p>
        </div>
      )}
      <UnsavedChangesDialog guard={guard} message="Your changes to this role have not been saved." />
    </div>
  );
});
