import { observer } from 'mobx-react-lite';
import { useId, useMemo, useRef, useState } from 'react';
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
import { describedBy, FormField } from '../../../core/shell/form/FormField.tsx';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { focusFirstError, serverFieldErrors } from '../../../core/shell/form/fieldErrors.ts';
import { FailureBanner, StaleVersionBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';

interface UserFormProps {
  /** The user to edit, or null to create one. */
  user: UserDetails | null;
  onClose: () => void;
  onSaved: (user: UserDetails) => void;
}

/** Create or edit a user in a side panel; a stale save offers Reload or Overwrite, keeping what was typed. */
export const UserForm = observer(function UserForm({ user, onClose, onSaved }: UserFormProps) {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const roles = useService<RolesStore>(RolesStore);
  const routes = useService<RouteRegistry>(RouteRegistry);
  const session = useService<SessionStore>(SessionStore);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
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
      focusFirstError(formRef.current);
      return;
    }
    const pending = submit(version);
    if (!(pending instanceof Promise)) {
      setErrors(pending);
      focusFirstError(formRef.current);
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
      const byField = serverFieldErrors(error);
      if (isApiError(error) && error.status === 412) setConflict(true);
      else if (Object.keys(byField).length > 0) {
        setErrors(byField);
        focusFirstError(formRef.current);
      } else setFailure(isApiError(error) ? error.message : 'The user could not be saved.');
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

  const errorProps = (key: keyof UserFormValues) => describedBy(`${id}-${key}`, errors[key]);

  return (
    <SidePanel
      title={base ? `Edit ${base.firstname} ${base.lastname}`.trim() : 'Create user'}
      onClose={requestClose}
      onSave={() => void save(null)}
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
        ref={formRef}
        noValidate
        style={{ display: 'grid', gap: 'inherit' }}
        onSubmit={(event) => {
          event.preventDefault();
          void save(null);
        }}
      >
        {conflict ? (
          <StaleVersionBanner
            entity="user"
            onReload={() => void resolveConflict(false)}
            onOverwrite={() => void resolveConflict(true)}
          />
        ) : null}
        {failure ? <FailureBanner message={failure} /> : null}
        <div className={formCss.fieldRow}>
          <FormField id={`${id}-firstname`} label="First name" error={errors.firstname}>
            <input
              id={`${id}-firstname`}
              className={formCss.input}
              value={values.firstname}
              autoComplete="off"
              data-autofocus
              onChange={(event) => set('firstname', event.target.value)}
              {...errorProps('firstname')}
            />
          </FormField>
          <FormField id={`${id}-lastname`} label="Last name" error={errors.lastname}>
            <input
              id={`${id}-lastname`}
              className={formCss.input}
              value={values.lastname}
              autoComplete="off"
              onChange={(event) => set('lastname', event.target.value)}
              {...errorProps('lastname')}
            />
          </FormField>
        </div>
        <FormField
          id={`${id}-username`}
          label="Username"
          error={errors.username}
          hint={base ? 'A username cannot be changed.' : undefined}
        >
          <input
            id={`${id}-username`}
            className={formCss.input}
            value={values.username}
            readOnly={base !== null}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => set('username', event.target.value)}
            {...errorProps('username')}
          />
        </FormField>
        <FormField
          id={`${id}-email`}
          label="Email"
          error={errors.email}
          hint={base ? undefined : 'The new user is mailed a link to choose a password.'}
        >
          <input
            id={`${id}-email`}
            type="email"
            className={formCss.input}
            value={values.email}
            autoComplete="off"
            onChange={(event) => set('email', event.target.value)}
            {...errorProps('email')}
          />
        </FormField>
        <fieldset className={formCss.field}>
          <legend className={formCss.label}>Roles</legend>
          <div className={formCss.checkList}>
            {roles.roles.length === 0 ? (
              <p className={formCss.hint}>{roles.loading ? 'Loading roles…' : 'No roles yet.'}</p>
            ) : null}
            {roles.roles.map((role) => (
              <label key={role.roleId} className={formCss.checkOption}>
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
        <FormField
          id={`${id}-account`}
          label="Partner account"
          hint="A partner user sees only the partner account's data."
        >
          <select
            id={`${id}-account`}
            className={formCss.input}
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
        </FormField>
        <FormField
          id={`${id}-landingPage`}
          label="Landing page"
          error={errors.landingPage}
          hint="The page opened after sign-in; only pages the chosen roles allow."
        >
          <select
            id={`${id}-landingPage`}
            className={formCss.input}
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
        </FormField>
        <div className={formCss.field}>
          <label className={formCss.checkOption}>
            <input
              type="checkbox"
              checked={values.developerAccess}
              onChange={(event) => set('developerAccess', event.target.checked)}
            />
            <span>Developer access</span>
          </label>
          <label className={formCss.checkOption}>
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
