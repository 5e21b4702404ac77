import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FailureBanner, StaleVersionBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import { describedBy, FormField } from '../../../core/shell/form/FormField.tsx';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { useVersionedSave } from '../../resourceKit/public/web/useVersionedSave.ts';
import { reportsConfigurationCall, saveReportsConfigurationCall } from '../calls.ts';
import type { ReportsConfiguration } from '../contract.ts';
import * as css from '../reports.css.ts';

const HINT =
  'One a line: an address (auditor@partner.example) or a domain (partner.example: any address at it, not its subdomains). Reports go to users of the tenant and to these only; an address removed here stops being mailed at the next run.';

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The server's refusals of single entries (`allowedRecipients.3`) as "Line 4: …". */
function entryProblems(errors: Readonly<Record<string, string>>): string | undefined {
  const lines = Object.entries(errors).flatMap(([field, message]) => {
    const match = /^allowedRecipients\.(\d+)$/.exec(field);
    return match ? [`Line ${Number(match[1]) + 1}: ${message}`] : [];
  });
  return lines.length > 0 ? lines.join(' ') : errors.allowedRecipients;
}

/** The tenant's allowed external recipients of reports, edited with the version it was read at. */
export function AllowedRecipientsPanel({ onClose }: { onClose(): void }) {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const id = useId();
  const formRef = useRef<HTMLDivElement>(null);
  const [stored, setStored] = useState<ReportsConfiguration | null>(null);
  const [text, setText] = useState('');

  const load = useCallback(async () => (await http.call(reportsConfigurationCall, undefined)).data, [http]);
  const show = (configuration: ReportsConfiguration) => {
    setStored(configuration);
    setText(configuration.allowedRecipients.join('\n'));
  };
  useEffect(() => {
    load().then(show, () => undefined);
  }, [load]);

  const saving = useVersionedSave<ReportsConfiguration>({
    send: async (version) => {
      const body = { allowedRecipients: linesOf(text), version: version ?? stored?.version ?? 0 };
      return (await http.call(saveReportsConfigurationCall, body)).data;
    },
    load,
    onSaved: (saved) => {
      show(saved);
      notifier.success('External recipients saved');
    },
    onReloaded: show,
    formRef,
    fallbackMessage: 'The external recipients could not be saved.',
  });
  const error = entryProblems(saving.serverErrors);

  return (
    <SidePanel
      title="External recipients"
      subtitle="Addresses outside the tenant that reports may be mailed to"
      onClose={onClose}
      onSave={() => void saving.save()}
      footer={
        <>
          <button type="button" className={button.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={button.primary}
            disabled={saving.saving || stored === null}
            onClick={() => void saving.save()}
          >
            Save
          </button>
        </>
      }
    >
      <div ref={formRef} className={css.scheduleForm}>
        {saving.conflict ? (
          <StaleVersionBanner
            entity="list"
            onReload={() => void saving.reload()}
            onOverwrite={() => void saving.overwrite()}
          />
        ) : null}
        {saving.failure ? <FailureBanner message={saving.failure} /> : null}
        <FormField id={id} label="Allowed addresses and domains" hint={HINT} error={error}>
          <textarea
            id={id}
            className={formCss.textarea}
            rows={8}
            value={text}
            disabled={stored === null}
            {...describedBy(id, error, HINT)}
            onChange={(event) => {
              setText(event.target.value);
              for (const field of Object.keys(saving.serverErrors)) saving.clearServerError(field);
            }}
          />
        </FormField>
        {stored ? <p className={css.muted}>Version {stored.version}</p> : null}
      </div>
    </SidePanel>
  );
}
