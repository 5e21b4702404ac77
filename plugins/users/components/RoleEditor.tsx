import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { USERS_PERMISSIONS, type Role } from '../contract.ts';
import { matrixFromTree, sameMatrix, treeFromMatrix, type PermissionMatrix } from '../permissionMatrix.ts';
import { RolesStore } from '../RolesStore.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../../core/shell/dialog/ConfirmDialog.tsx';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import * as matrixCss from './matrix.css.ts';
import { PermissionMatrixEditor } from './PermissionMatrixEditor.tsx';
import { FailureBanner, StaleVersionBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import { describedBy, FormField } from '../../../core/shell/form/FormField.tsx';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { focusFirstError, serverFieldErrors } from '../../../core/shell/form/fieldErrors.ts';
import { useScopedHotkeys } from '../../../core/registry/useScopedHotkeys.ts';
import { WhereUsed } from '../../resourceKit/public/web/WhereUsed.tsx';

interface RoleEditorProps {
  /** The role to edit, or null for a new one. */
  role: Role | null;
  onSaved: (role: Role) => void;
  onDeleted: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

interface Draft {
  name: string;
  description: string;
  matrix: PermissionMatrix;
}

function draftOf(role: Role | null): Draft {
  return role
    ? { name: role.name, description: role.description, matrix: matrixFromTree(role.permissions) }
    : { name: '', description: '', matrix: {} };
}

function sameDraft(a: Draft, b: Draft): boolean {
  return (
    a.name.trim() === b.name.trim() && a.description.trim() === b.description.trim() && sameMatrix(a.matrix, b.matrix)
  );
}

const message = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/** A role's name, description and permission matrix; create, save, clone and delete; where it is used. */
export function RoleEditor({ role, onSaved, onDeleted, onDirtyChange }: RoleEditorProps) {
  const store = useService<RolesStore>(RolesStore);
  const notifier = useService<Notifier>(Notifier);
  const canCreate = usePermission(USERS_PERMISSIONS.create);
  const canUpdate = usePermission(USERS_PERMISSIONS.update);
  const canDelete = usePermission(USERS_PERMISSIONS.delete);
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [base, setBase] = useState<Role | null>(role);
  const initial = useMemo(() => draftOf(base), [base]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const editable = base ? canUpdate : canCreate;
  const dirty = !sameDraft(draft, initial);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const attempt = async (work: () => Promise<void>, fallback: string) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      const nameConflict = serverFieldErrors(error).name;
      if (isApiError(error) && error.status === 412) setConflict(true);
      else if (nameConflict) {
        setNameError(nameConflict);
        focusFirstError(sectionRef.current);
      } else setFailure(message(error, fallback));
    } finally {
      setBusy(false);
    }
  };

  const save = (version?: number) => {
    if (draft.name.trim() === '') {
      setNameError('Enter a name for the role.');
      focusFirstError(sectionRef.current);
      return;
    }
    const fields = {
      name: draft.name.trim(),
      description: draft.description.trim(),
      permissions: treeFromMatrix(draft.matrix),
    };
    void attempt(async () => {
      const saved = base
        ? await store.update({ roleId: base.roleId, version: version ?? base.version, ...fields })
        : await store.create(fields);
      setConflict(false);
      setBase(saved);
      setDraft(draftOf(saved));
      notifier.success(base ? `Role ${saved.name} saved.` : `Role ${saved.name} created.`);
      onSaved(saved);
    }, 'The role could not be saved.');
  };

  const resolveConflict = (overwrite: boolean) =>
    void attempt(async () => {
      const current = (await store.load()).find((item) => item.roleId === base?.roleId);
      setConflict(false);
      if (!current) {
        setFailure('This role was deleted by someone else.');
        return;
      }
      setBase(current);
      if (overwrite) save(current.version);
      else setDraft(draftOf(current));
    }, 'The role could not be loaded.');

  useScopedHotkeys(
    ['mod+s'],
    (event) => {
      event.preventDefault();
      save();
    },
    { enabled: editable && (base === null || dirty), inFields: true },
  );

  const clone = () => {
    if (!base) return;
    void attempt(async () => {
      const copy = await store.create({
        name: `${base.name} (copy)`,
        description: base.description,
        cloneOf: base.roleId,
      });
      notifier.success(`Role ${copy.name} created.`);
      onSaved(copy);
    }, 'The role could not be cloned.');
  };

  const askDelete = () => {
    if (!base) return;
    setConfirm({
      title: `Delete ${base.name}?`,
      message:
        base.userCount > 0
          ? `${base.userCount} user${base.userCount === 1 ? '' : 's'} hold this role; the server refuses to delete it until they no longer do.`
          : 'The role is removed for good.',
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () =>
        void attempt(async () => {
          await store.remove(base);
          notifier.success(`Role ${base.name} deleted.`);
          onDeleted();
        }, 'The role could not be deleted.'),
    });
  };

  return (
    <section ref={sectionRef} className={matrixCss.editor} aria-label={base ? `Role ${base.name}` : 'New role'}>
      {conflict ? (
        <StaleVersionBanner
          entity="role"
          onReload={() => resolveConflict(false)}
          onOverwrite={() => resolveConflict(true)}
        />
      ) : null}
      {failure ? <FailureBanner message={failure} /> : null}
      <div className={formCss.fieldRow}>
        <FormField id={`${id}-name`} label="Name" error={nameError ?? undefined}>
          <input
            id={`${id}-name`}
            className={formCss.input}
            value={draft.name}
            readOnly={!editable}
            maxLength={80}
            {...describedBy(`${id}-name`, nameError ?? undefined)}
            onChange={(event) => {
              setNameError(null);
              setDraft({ ...draft, name: event.target.value });
            }}
          />
        </FormField>
        <FormField id={`${id}-description`} label="Description">
          <input
            id={`${id}-description`}
            className={formCss.input}
            value={draft.description}
            readOnly={!editable}
            maxLength={500}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          />
        </FormField>
      </div>
      <PermissionMatrixEditor
        label={draft.name || 'the new role'}
        value={draft.matrix}
        readOnly={!editable}
        onChange={(matrix) => setDraft({ ...draft, matrix })}
      />
      <div className={matrixCss.editorActions}>
        {base && canDelete ? (
          <button type="button" className={button.danger} disabled={busy} onClick={askDelete}>
            Delete
          </button>
        ) : null}
        {base && canCreate ? (
          <button
            type="button"
            className={button.secondary}
            disabled={busy || dirty}
            title={dirty ? 'Save or discard your changes before cloning' : undefined}
            onClick={clone}
          >
            Clone
          </button>
        ) : null}
        {dirty ? (
          <button type="button" className={button.secondary} disabled={busy} onClick={() => setDraft(initial)}>
            Discard changes
          </button>
        ) : null}
        {editable ? (
          <button
            type="button"
            className={button.primary}
            disabled={busy || (base !== null && !dirty)}
            onClick={() => save()}
          >
            {base ? 'Save role' : 'Create role'}
          </button>
        ) : null}
      </div>
      {base ? <WhereUsed kind="role" name={base.name} /> : null}
      {confirm ? <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} /> : null}
    </section>
  );
}
