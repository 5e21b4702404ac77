import { useEffect, useRef, useState } from 'react';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../../core/shell/dialog/ConfirmDialog.tsx';
import { countsSentence, openQuestions } from '../model/copyDraft.ts';
import { CopyResult } from './CopyResult.tsx';
import { PlanTable } from './PlanTable.tsx';
import { SelectionStep } from './SelectionStep.tsx';
import * as css from './transfer.css.ts';
import type { CopyWizardState } from './useCopyWizard.ts';

/** Where the palette's commands land: the target picker, the export button or the import button. */
export type WizardFocus = 'target' | 'export' | 'import' | null;

/**
 * The copy, plan then apply: the target and the selection (or a bundle file), the dry run of every item
 * with its conflicts resolved one by one, then the apply, confirmed, all or nothing. Its state is the
 * page's, so a look at the copy events loses nothing.
 */
export function CopyWizard({ wizard, focus }: { wizard: CopyWizardState; focus: WizardFocus }) {
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const exportButton = useRef<HTMLButtonElement>(null);
  const importButton = useRef<HTMLButtonElement>(null);
  const wizardRef = useRef<HTMLDivElement>(null);
  const { plan, imported } = wizard;

  useEffect(() => {
    if (focus === 'export') exportButton.current?.focus();
    else if (focus === 'import') importButton.current?.focus();
    else if (focus === 'target' && wizard.targets) {
      wizardRef.current?.querySelector<HTMLElement>('[data-transfer-focus="target"]')?.focus();
    }
  }, [focus, wizard.targets]);

  const askApply = async () => {
    const checked = await wizard.checkBeforeApply();
    if (!checked) return;
    setConfirm({
      title: imported ? 'Import into this tenant?' : `Copy to ${wizard.targetName}?`,
      message: `${imported ? 'This tenant' : wizard.targetName}: ${countsSentence(checked, wizard.resolutions)}. Every item is written in one transaction: if one fails, nothing is copied.`,
      confirmLabel: imported ? 'Import' : `Copy to ${wizard.targetName}`,
      onConfirm: () => void wizard.apply(),
    });
  };
  const open = plan ? openQuestions(plan, wizard.resolutions) : [];

  return (
    <div className={css.wizard} ref={wizardRef}>
      {imported ? (
        <section className={css.step} aria-labelledby="transfer-import">
          <h2 id="transfer-import" className={css.stepTitle}>
            Import a bundle into this tenant
          </h2>
          <p className={css.hint}>
            {imported.fileName}: its items are compared with this tenant’s in the dry run, then applied like a copy.
          </p>
          <div className={css.actions}>
            <button type="button" className={button.secondary} onClick={wizard.leaveImport}>
              Back to copying
            </button>
          </div>
        </section>
      ) : (
        <SelectionStep wizard={wizard} />
      )}
      <section className={css.step} aria-labelledby="transfer-plan">
        <h2 id="transfer-plan" className={css.stepTitle}>
          3. Dry run, then apply
        </h2>
        <p className={css.hint}>
          Nothing changes until you apply. Secrets are never copied: an item that needs one is created disabled.
        </p>
        <div className={css.actions}>
          <button
            type="button"
            className={plan ? button.secondary : button.primary}
            disabled={wizard.busy !== null}
            onClick={() => void wizard.dryRun()}
          >
            {wizard.busy === 'dryRun' ? 'Running the dry run…' : plan ? 'Dry run again' : 'Dry run'}
          </button>
          {plan ? (
            <button
              type="button"
              className={button.primary}
              disabled={wizard.busy !== null}
              onClick={() => void askApply()}
            >
              {wizard.busy === 'apply' ? 'Applying…' : 'Apply'}
            </button>
          ) : null}
          {imported ? null : (
            <button
              ref={exportButton}
              type="button"
              className={button.secondary}
              disabled={wizard.busy !== null}
              onClick={() => void wizard.exportBundle()}
            >
              Export bundle
            </button>
          )}
          <button
            ref={importButton}
            type="button"
            className={button.secondary}
            disabled={wizard.busy !== null}
            onClick={() => fileInput.current?.click()}
          >
            Import bundle…
          </button>
          <input
            ref={fileInput}
            className={css.fileInput}
            type="file"
            accept="application/json,.json"
            aria-label="Bundle file"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void wizard.importFile(file);
            }}
          />
        </div>
        {wizard.error ? (
          <p role="alert" className={css.errorNotice}>
            {wizard.error}
          </p>
        ) : null}
        {plan ? (
          <>
            <p role="status" className={css.notice}>
              {imported ? 'Into this tenant' : `To ${wizard.targetName}`}: {countsSentence(plan, wizard.resolutions)}.
              {open.length > 0
                ? ` Resolve ${open.length} ${open.length === 1 ? 'conflict' : 'conflicts'} to apply.`
                : ''}
            </p>
            {plan.missing.length > 0 ? (
              <div className={css.errorNotice}>
                Not copied:
                <ul aria-label="Not copied">
                  {plan.missing.map((item) => (
                    <li key={`${item.kind}:${item.name}`}>
                      {item.title} “{item.name}” — {item.via}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <PlanTable
              plan={plan}
              targetName={imported ? 'This tenant (now)' : wizard.targetName}
              resolutions={wizard.resolutions}
              onResolve={wizard.resolve}
            />
          </>
        ) : null}
      </section>
      {wizard.result ? <CopyResult result={wizard.result} targetName={wizard.targetName} /> : null}
      {confirm ? <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} /> : null}
    </div>
  );
}
