import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { useVersionedSave } from '../../resourceKit/public/web/useVersionedSave.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { FailureBanner, StaleVersionBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import { describedBy, FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { configurationCall, saveConfigurationCall } from '../calls.ts';
import {
  configurationBody,
  configurationProblems,
  configurationValues,
  type ConfigurationValues,
} from '../configurationForm.ts';
import type { ReverseConfiguration } from '../contract.ts';
import { CONFIGURATION_PERMISSIONS } from '../paths.ts';
import * as css from '../reverse.css.ts';

type TextField = 'retentionDays' | 'retrySchedule' | 'disableAfterHours' | 'rotationOverlapHours';

const TEXT_FIELDS: readonly { name: TextField; label: string; hint: string; inputMode?: 'numeric' }[] = [
  {
    name: 'retentionDays',
    label: 'Delivery log retention (days)',
    hint: 'Deliveries and their attempts older than this are removed.',
    inputMode: 'numeric',
  },
  {
    name: 'retrySchedule',
    label: 'Default retry schedule',
    hint: 'The wait before each attempt of a subscriber without its own schedule, e.g. 0 s, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.',
  },
  {
    name: 'disableAfterHours',
    label: 'Disable after (hours failing)',
    hint: 'A subscriber whose deliveries all fail for this long is disabled until someone enables it again.',
    inputMode: 'numeric',
  },
  {
    name: 'rotationOverlapHours',
    label: 'Secret rotation overlap (hours)',
    hint: 'After a rotation the previous secret keeps signing beside the new one this long (0: stops at once).',
    inputMode: 'numeric',
  },
];

/**
 * `/reverse/configuration`: the tenant's rules of reverse sync — retention, the default retry schedule, when a
 * failing subscriber is disabled, and the secret rotation overlap. Versioned. Where subscribers may be
 * called is the operator's setting, which the page only explains.
 */
export default function ConfigurationPage() {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const mayUpdate = usePermission(CONFIGURATION_PERMISSIONS.update);
  const [stored, setStored] = useState<ReverseConfiguration | null>(null);
  const [values, setValues] = useState<ConfigurationValues | null>(null);
  const [problems, setProblems] = useState<Partial<Record<keyof ConfigurationValues, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  const load = useCallback(async () => (await http.call(configurationCall, undefined)).data, [http]);
  useEffect(() => {
    load().then(
      (configuration) => {
        setStored(configuration);
        setValues(configurationValues(configuration));
      },
      () => undefined,
    );
  }, [load]);

  const saving = useVersionedSave<ReverseConfiguration>({
    send: async (version) => {
      if (!values || !stored) throw new Error('Not loaded');
      return (await http.call(saveConfigurationCall, configurationBody(values, version ?? stored.version))).data;
    },
    load,
    onSaved: (saved) => {
      setStored(saved);
      setValues(configurationValues(saved));
      notifier.success('Reverse sync configuration saved');
    },
    onReloaded: (reloaded) => {
      setStored(reloaded);
      setValues(configurationValues(reloaded));
    },
    formRef,
    fallbackMessage: 'The configuration could not be saved.',
  });

  const submit = () => {
    if (!values) return;
    const found = configurationProblems(values);
    setProblems(found);
    if (Object.keys(found).length === 0) void saving.save();
  };
  const change = (patch: Partial<ConfigurationValues>) => {
    setValues((current) => (current ? { ...current, ...patch } : current));
    for (const name of Object.keys(patch)) saving.clearServerError(name);
  };

  return (
    <PageFrame
      title="Reverse Sync Configuration"
      summary="How long the delivery log is kept, how deliveries are retried, when a failing subscriber is disabled, and how secrets rotate."
    >
      {values && stored ? (
        <form
          ref={formRef}
          className={css.settingsForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {saving.conflict ? (
            <StaleVersionBanner
              entity="configuration"
              onReload={() => void saving.reload()}
              onOverwrite={() => void saving.overwrite()}
            />
          ) : null}
          {saving.failure ? <FailureBanner message={saving.failure} /> : null}
          {TEXT_FIELDS.map((field) => {
            const id = `${idPrefix}-${field.name}`;
            const error = problems[field.name] ?? saving.serverErrors[field.name];
            return (
              <FormField key={field.name} id={id} label={field.label} hint={field.hint} error={error}>
                <input
                  id={id}
                  name={field.name}
                  className={form.input}
                  inputMode={field.inputMode}
                  value={values[field.name]}
                  readOnly={!mayUpdate}
                  {...describedBy(id, error, field.hint)}
                  onChange={(event) => change({ [field.name]: event.target.value })}
                />
              </FormField>
            );
          })}
          <section aria-labelledby={`${idPrefix}-destinations`}>
            <h2 id={`${idPrefix}-destinations`} className={css.sectionTitle}>
              Destinations
            </h2>
            <p className={css.note}>
              Subscribers are called on outside addresses. Loopback, private and this server’s own addresses are refused
              unless the server’s operator allows them (SDP_REVERSE_PRIVATE_DESTINATIONS); the built-in receiver,
              /reverse-receiver/&lt;tenant&gt;/&lt;name&gt;, is always reachable for this tenant.
            </p>
          </section>
          <p className={css.note}>Version {stored.version}</p>
          {mayUpdate ? (
            <div className={css.actions}>
              <button type="submit" className={button.primary} disabled={saving.saving}>
                Save
              </button>
            </div>
          ) : null}
        </form>
      ) : null}
    </PageFrame>
  );
}
