import { useId, useState, type FormEvent } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { ConfirmDialog } from '../../../core/shell/dialog/ConfirmDialog.tsx';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import * as bannerCss from '../../../core/shell/dialog/banner.css.ts';
import { FormField, describedBy } from '../../../core/shell/form/FormField.tsx';
import { serverFieldErrors } from '../../../core/shell/form/fieldErrors.ts';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { copyGrantCalls } from '../calls.ts';
import * as css from './copyGrants.css.ts';
import type { CopyGrant } from '../contract.ts';

interface Values {
  sourceTenantId: string;
  allUsers: boolean;
  usernames: string;
  note: string;
}

const valuesOf = (grant: CopyGrant | null): Values => ({
  sourceTenantId: grant?.sourceTenantId ?? '',
  allUsers: grant?.allUsers ?? false,
  usernames: grant?.users.map((user) => user.username).join(', ') ?? '',
  note: grant?.note ?? '',
});

const usernamesOf = (text: string) =>
  text
    .split(/[,\n]/)
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The form of a copy grant in a side panel: a new one names the other tenant, an existing one keeps it.
 * What was typed stays through every refusal; closing with changes asks first.
 */
export function CopyGrantPanel({
  grant,
  onClose,
  onSaved,
}: {
  /** Null for a new grant. */
  grant: CopyGrant | null;
  onClose: () => void;
  onSaved: (saved: CopyGrant) => void;
}) {
  const http = useService<HttpClient>(HttpClient);
  const initial = valuesOf(grant);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const ids = { tenant: useId(), users: useId(), all: useId(), note: useId() };
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((now) => ({ ...now, [name]: value }));
  const close = () => (dirty ? setAskingToDiscard(true) : onClose());

  const save = async () => {
    if (saving) return;
    const usernames = values.allUsers ? [] : usernamesOf(values.usernames);
    const local: Record<string, string> = {};
    if (!grant && !values.sourceTenantId.trim()) local.sourceTenantId = 'Name the tenant.';
    if (!values.allUsers && usernames.length === 0) {
      local.usernames = 'Name at least one user of that tenant, or allow every user who may copy.';
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      const common = { allUsers: values.allUsers, usernames, note: values.note.trim() };
      const saved = grant
        ? await http.call(copyGrantCalls.update, {
            grantId: grant.grantId,
            changes: { ...common, version: grant.version },
          })
        : await http.call(copyGrantCalls.create, { ...common, sourceTenantId: values.sourceTenantId.trim() });
      onSaved(saved.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0 || (isApiError(error) && error.status === 412)) {
        setFailure(isApiError(error) && error.errorDescription ? error.errorDescription : 'The grant was not saved.');
      }
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  const usersError = errors.usernames;

  return (
    <SidePanel
      title={grant ? `Copies from ${grant.sourceName}` : 'Allow copies from a tenant'}
      subtitle={
        grant ? (
          <span className={formCss.hint}>
            Granted by {grant.createdBy}; tenant {grant.sourceTenantId}
          </span>
        ) : undefined
      }
      onClose={close}
      onSave={() => void save()}
      footer={
        <>
          <button type="button" className={button.secondary} onClick={close}>
            Cancel
          </button>
          <button type="submit" form={ids.tenant + '-form'} className={button.primary} disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <form id={ids.tenant + '-form'} className={css.panelForm} onSubmit={onSubmit} noValidate>
        {failure && (
          <div className={bannerCss.banner.error} role="alert">
            {failure}
          </div>
        )}
        {!grant && (
          <FormField
            id={ids.tenant}
            label="Tenant"
            hint="The id of the tenant whose users may copy into this one (its administrator tells you)."
            error={errors.sourceTenantId}
          >
            <input
              id={ids.tenant}
              className={formCss.input}
              value={values.sourceTenantId}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => set('sourceTenantId', event.target.value)}
              {...describedBy(
                ids.tenant,
                errors.sourceTenantId,
                'The id of the tenant whose users may copy into this one (its administrator tells you).',
              )}
            />
          </FormField>
        )}
        <label className={formCss.checkOption} htmlFor={ids.all}>
          <input
            id={ids.all}
            type="checkbox"
            checked={values.allUsers}
            onChange={(event) => set('allUsers', event.target.checked)}
          />
          Every user of that tenant who may copy configuration
        </label>
        <FormField
          id={ids.users}
          label="Users"
          hint="Usernames of that tenant, separated by commas: only they may copy into this tenant."
          error={usersError}
        >
          <textarea
            id={ids.users}
            className={formCss.textarea}
            rows={3}
            value={values.usernames}
            disabled={values.allUsers}
            spellCheck={false}
            onChange={(event) => set('usernames', event.target.value)}
            {...describedBy(
              ids.users,
              usersError,
              'Usernames of that tenant, separated by commas: only they may copy into this tenant.',
            )}
          />
        </FormField>
        <FormField id={ids.note} label="Note" hint="Why they may copy here (optional)." error={errors.note}>
          <input
            id={ids.note}
            className={formCss.input}
            value={values.note}
            maxLength={500}
            onChange={(event) => set('note', event.target.value)}
            {...describedBy(ids.note, errors.note, 'Why they may copy here (optional).')}
          />
        </FormField>
      </form>
      {askingToDiscard && (
        <ConfirmDialog
          request={{
            title: 'Discard your changes?',
            message: 'The grant keeps what it had before.',
            confirmLabel: 'Discard',
            danger: true,
            onConfirm: onClose,
          }}
          onClose={() => setAskingToDiscard(false)}
        />
      )}
    </SidePanel>
  );
}
