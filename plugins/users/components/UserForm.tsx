import { observer } from 'mobx-react-lite';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { RouteRegistry } from '../../../core/registry/RouteRegistry.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import type { UserDetails } from '../contract.ts';
import { landingPageOptions } from '../landingPages.ts';
import { RolesStore } from '../RolesStore.ts';
import { addUserCall, updateUserCall, userDetailsCall } from '../usersCalls.ts';
import {
  EMPTY_USER_FORM,
  formValuesOf,
  sameFormValues,
  toAddRequest,
  toUpdateRequest,
  type UserFormErrors,
  type UserFormValues,
} from '../userFormValues.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../../core/shell/dialog/ConfirmDialog.tsx';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { UnsavedChangesDialog } from '../../../core/shell/dialog/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../../../core/shell/dialog/useUnsavedChangesGuard.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import * as css from './users.css.ts';

interface UserFormProps {
  /** The user to edit, or null to create one. */
  user: UserDetails | null;
  onClose: () => void;
  onSaved: (user: UserDetails) => void;
}

function Field({
  label,
  error,
  hint,
  children,
  id,
}: {
  label: string;
  error?: string;
  hint?: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error ? <p className={css.hint}>{hint}</p> : null}
      {error ? (
        <p className={css.fieldError} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Create or edit a user in a side panel; a stale save offers Reload or Overwrite, keeping what was typed. */
export const UserForm = observer(function UserForm({ user, onClose, onSaved }: UserFormProps) {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const roles = useService<RolesStore>(RolesStore);
  const routes = useService<RouteRegistry>(RouteRegistry);
  const session = useService<SessionStore>(SessionStore);
  const id = useId();
  const [base, setBase] = useState<UserDetails | null>(user);
  const initial = useMemo(() => (base ? formValuesOf(base) : EMPTY_USER_FORM), [base]);
  const [values, setValues] = useState<UserFormValues>(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const dirty = !sameFormValues(values, initial);
  const leaveGuard = useUnsavedChangesGuard(dirty);

  const accounts = session.user?.partnerInfo ?? [];
  const chosenTrees = roles.roles
    .filter((role) => values.roleIds.includes(role.roleId))
    .map((role) => role.permissions);
  const landingOptions = landingPageOptions(routes.routes, {
    roleTrees: chosenTrees,
    developerAccess: values.developerAccess,
    copyConfiguration: values.copyConfiguration,
    isPartner: values.accountId !== '',
    partnerManagement: session.partnerManagement,
  });
  const landingAllowed = landingOptions.some((option) => option.value === values.landingPage);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  // Closing the panel may change the URL (`?new=user`): that is the form's own step, not leaving it.
  const close = () => leaveGuard.navigateWithoutAsking(onClose);

  const requestClose = () => {
    if (!dirty) return close();
    setConfirm({
      title: 'Discard changes?',
      message: 'Your changes to this user have not been saved.',
      confirmLabel: 'Discard',
      danger: true,
      onConfirm: close,
    });
  };

  const submit = (version: number | null): Promise<{ data: UserDetails }> | UserFormErrors => {
    if (base) {
      const validated = toUpdateRequest(base.userId, version ?? base.version, values);
      return validated.ok ? http.call(updateUserCall, validated.request) : validated.errors;
    }
    const validated = toAddRequest(values);
    return validated.ok ? http.call(addUserCall, validated.request) : validated.errors;
  };

  const save = async (version: number | null) => {
    setFailure(null);
    if (!landingAllowed) {
      setErrors({ landingPage: 'Choose a page the chosen roles allow.' });
      return;
    }
    const pending = submit(version);
    if (!(pending instanceof Promise)) {
      setErrors(pending);
      return;
    }
    setSaving(true);
    try {
      const { data } = await pending;
      setConflict(false);
      notifier.success(
        base ? 'User saved.' : `User created. ${data.firstname} will receive an email to choose a password.`,
      );
      leaveGuard.navigateWithoutAsking(() => onSaved(data));
    } catch (error) {
      if (isApiError(error) && error.status === 412) setConflict(true);
      else setFailure(isApiError(error) ? error.message : 'The user could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  /** Fetches the stored user: Reload shows it, Overwrite saves what was typed over its version. */
  const resolveConflict = async (overwrite: boolean) => {
    if (!base) return;
    try {
      const { data } = await http.call(userDetailsCall, base.userId);
      setConflict(false);
      if (overwrite) {
        setBase({ ...base, version: data.version });
        await save(data.version);
      } else {
        setBase(data);
        setValues(formValuesOf(data));
        setErrors({});
      }
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'The user could not be loaded.');
    }
  };

  const errorProps = (key: keyof UserFormValues) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {};

  return (
    <SidePanel
      title={base ? `Edit ${base.firstname} ${base.lastname}`.trim() : 'Create user'}
      onClose={requestClose}
      footer={
        <>
          <button type="button" className={button.secondary} onClick={requestClose}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className={button.primary} disabled={saving}>
            {saving ? 'Saving…' : base ? 'Save' : 'Create user'}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        style={{ display: 'grid', gap: 'inherit' }}
        onSubmit={(event) => {
          event.preventDefault();
          void save(null);
        }}
      >
        {conflict ? (
          <div className={css.alert.warning} role="alert">
            <span>
              Someone else changed this user while you were editing. Reload their version, or overwrite it with yours.
            </span>
            <div className={css.alertActions}>
              <button type="button" className={button.secondary} onClick={() => void resolveConflict(false)}>
                Reload
              </button>
              <button type="button" className={button.primary} onClick={() => void resolveConflict(true)}>
                Overwrite
              </button>
            </div>
          </div>
        ) : null}
        {failure ? (
          <div className={css.alert.error} role="alert">
            {failure}
          </div>
        ) : null}
        <div className={css.fieldRow}>
          <Field id={`${id}-firstname`} label="First name" error={errors.firstname}>
            <input
              id={`${id}-firstname`}
              className={css.input}
              value={values.firstname}
              autoComplete="off"
              data-autofocus
              onChange={(event) => set('firstname', event.target.value)}
              {...errorProps('firstname')}
            />
          </Field>
          <Field id={`${id}-lastname`} label="Last name" error={errors.lastname}>
            <input
              id={`${id}-lastname`}
              className={css.input}
              value={values.lastname}
              autoComplete="off"
              onChange={(event) => set('lastname', event.target.value)}
              {...errorProps('lastname')}
            />
          </Field>
        </div>
        <Field
          id={`${id}-username`}
          label="Username"
          error={errors.username}
          hint={base ? 'A username cannot be changed.' : undefined}
        >
          <input
            id={`${id}-username`}
            className={css.input}
            value={values.username}
            readOnly={base !== null}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => set('username', event.target.value)}
            {...errorProps('username')}
          />
        </Field>
        <Field
          id={`${id}-email`}
          label="Email"
          error={errors.email}
          hint={base ? undefined : 'The new user is mailed a link to choose a password.'}
        >
          <input
            id={`${id}-email`}
            type="email"
            className={css.input}
            value={values.email}
            autoComplete="off"
            onChange={(event) => set('email', event.target.value)}
            {...errorProps('email')}
          />
        </Field>
        <fieldset className={css.field}>
          <legend className={css.label}>Roles</legend>
          <div className={css.checkList}>
            {roles.roles.length === 0 ? (
              <p className={css.hint}>{roles.loading ? 'Loading roles…' : 'No roles yet.'}</p>
            ) : null}
            {roles.roles.map((role) => (
              <label key={role.roleId} className={css.checkOption}>
                <input
                  type="checkbox"
                  checked={values.roleIds.includes(role.roleId)}
                  onChange={(event) =>
                    set(
                      'roleIds',
                      event.target.checked
                        ? [...values.roleIds, role.roleId]
                        : values.roleIds.filter((roleId) => roleId !== role.roleId),
                    )
                  }
                />
                <span>{role.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field id={`${id}-account`} label="Partner account" hint="A partner user sees only the partner account's data.">
          <select
            id={`${id}-account`}
            className={css.input}
            value={values.accountId}
            onChange={(event) => set('accountId', event.target.value)}
          >
            <option value="">{session.user?.tenantInfo.businessName ?? 'Tenant'} (tenant user)</option>
            {accounts.map((account) => (
              <option key={account.accountId} value={account.accountId}>
                {account.accountName} ({account.accountNumber})
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-landingPage`}
          label="Landing page"
          error={errors.landingPage}
          hint="The page opened after sign-in; only pages the chosen roles allow."
        >
          <select
            id={`${id}-landingPage`}
            className={css.input}
            value={values.landingPage}
            onChange={(event) => set('landingPage', event.target.value)}
            {...errorProps('landingPage')}
          >
            {landingAllowed ? null : <option value={values.landingPage}>{values.landingPage} (not allowed)</option>}
            {landingOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <div className={css.field}>
          <label className={css.checkOption}>
            <input
              type="checkbox"
              checked={values.developerAccess}
              onChange={(event) => set('developerAccess', event.target.checked)}
            />
            <span>Developer access</span>
          </label>
          <label className={css.checkOption}>
            <input
              type="checkbox"
              checked={values.copyConfiguration}
              onChange={(event) => set('copyConfiguration', event.target.checked)}
            />
            <span>Copy configuration (transfer between environments)</span>
          </label>
        </div>
      </form>
      {confirm ? <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} /> : null}
      <UnsavedChangesDialog guard={leaveGuard} message="Your changes to this user have not been saved." />
    </SidePanel>
  );
});
