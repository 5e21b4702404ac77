import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { Notifier } from '../../../core/http/Notifier.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { RouteRegistry } from '../../../core/registry/RouteRegistry.ts';
import { StaleVersionBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import * as bannerCss from '../../../core/shell/dialog/banner.css.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { UnsavedChangesDialog } from '../../../core/shell/dialog/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../../../core/shell/dialog/useUnsavedChangesGuard.ts';
import { ContributedSections } from '../components/ContributedSections.tsx';
import { LogoSection } from '../components/LogoSection.tsx';
import { AccessSection, PasswordPolicySection } from '../components/PolicySections.tsx';
import { StyleSection } from '../components/StyleSection.tsx';
import { SETTINGS_PERMISSIONS } from '../contract.ts';
import { settingsSectionElementId } from '../public/web/settingsSections.ts';
import { landingPageChoices } from '../landingPageChoices.ts';
import { SettingsForm } from '../SettingsForm.ts';
import { SettingsStore } from '../store.ts';
import * as css from './settings.css.ts';

const SECTION_IDS: Readonly<Record<string, string>> = {
  style: 'settings-style',
  logo: 'settings-logo',
  password: 'settings-password',
  access: 'settings-access',
};

const SettingsEditor = observer(function SettingsEditor({ form, readOnly }: { form: SettingsForm; readOnly: boolean }) {
  const notifier = useService<Notifier>(Notifier);
  const routes = useService<RouteRegistry>(RouteRegistry);
  const landingPages = useMemo(() => landingPageChoices(routes.routes), [routes]);
  const guard = useUnsavedChangesGuard(form.dirty && !readOnly, { leavesOn: 'path' });

  const report = useCallback(
    (outcome: Awaited<ReturnType<SettingsForm['save']>>) => {
      if (outcome === 'saved') notifier.success('Settings saved');
    },
    [notifier],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!readOnly && form.dirty && !form.saving) void form.save().then(report);
  };

  return (
    <form className={css.form} onSubmit={onSubmit} noValidate aria-label="Tenant settings">
      {readOnly && (
        <div className={bannerCss.banner.info} role="status">
          You can view these settings. Changing them needs the permission to update settings.
        </div>
      )}
      {form.conflict && (
        <StaleVersionBanner
          entity="settings"
          message="Someone else saved these settings since you opened them. Your changes are kept here."
          onReload={() => void form.reload()}
          onOverwrite={() => void form.overwrite().then(report)}
        />
      )}
      <StyleSection form={form} readOnly={readOnly} />
      <LogoSection form={form} readOnly={readOnly} />
      <PasswordPolicySection form={form} readOnly={readOnly} />
      <AccessSection form={form} readOnly={readOnly} landingPages={landingPages} />
      {!readOnly && (
        <div className={css.actionBar}>
          <span className={css.status} role="status">
            {form.saving ? 'Saving…' : form.dirty ? 'Unsaved changes' : 'All changes saved'}
          </span>
          {form.failure && (
            <p className={css.failure} role="alert">
              {form.failure}
            </p>
          )}
          <button
            type="button"
            className={button.secondary}
            disabled={!form.dirty || form.saving}
            onClick={() => form.discard()}
          >
            Discard changes
          </button>
          <button type="submit" className={button.primary} disabled={!form.dirty || form.saving}>
            Save changes
          </button>
        </div>
      )}
      <UnsavedChangesDialog guard={guard} message="Your changes to the settings are not saved yet." />
    </form>
  );
});

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; form: SettingsForm };

/**
 * `/settings`: the tenant's style, logo, password policy, landing page, partner management and sessions, then
 * the sections other plugins add (which tenants may copy configuration into this one).
 */
function SettingsPage() {
  const store = useService<SettingsStore>(SettingsStore);
  const readOnly = !usePermission(SETTINGS_PERMISSIONS.update);
  const [params] = useSearchParams();
  const section = params.get('section');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [contributedReady, setContributedReady] = useState(false);
  const contributedLoaded = useCallback(() => setContributedReady(true), []);

  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    store.load().then(
      (settings) => current && setLoaded({ state: 'ready', form: new SettingsForm(store, settings) }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [store, attempt]);

  const ready = loaded.state === 'ready' && contributedReady;
  useEffect(() => {
    const id = section ? (SECTION_IDS[section] ?? settingsSectionElementId(section)) : '';
    const target = ready && section ? document.getElementById(id) : null;
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    target.querySelector<HTMLElement>('input:not([type="color"]):not([type="file"]), select, button')?.focus();
  }, [ready, section]);

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>Settings</h1>
        <p className={css.summary}>How this tenant looks and how its users sign in.</p>
      </header>
      {loaded.state === 'loading' && (
        <p className={css.centred} role="status">
          Loading...
        </p>
      )}
      {loaded.state === 'failed' && (
        <div className={css.centred} role="alert">
          <span>The settings could not be loaded.</span>
          <button type="button" className={button.secondary} onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </div>
      )}
      {loaded.state === 'ready' && <SettingsEditor form={loaded.form} readOnly={readOnly} />}
      {loaded.state === 'ready' && <ContributedSections onLoaded={contributedLoaded} />}
    </div>
  );
}

export default observer(SettingsPage);
