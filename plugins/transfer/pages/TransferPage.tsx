import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TabList } from '../../../core/shell/controls/TabList.tsx';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { CopyEventsLog } from '../components/CopyEventsLog.tsx';
import { CopyWizard, type WizardFocus } from '../components/CopyWizard.tsx';
import * as css from '../components/transfer.css.ts';
import { useCopyWizard } from '../components/useCopyWizard.ts';
import { TRANSFER_FOCUS_PARAM, TRANSFER_TAB_PARAM } from '../paths.ts';

const TABS = [
  { id: 'copy', title: 'Copy' },
  { id: 'events', title: 'Copy events' },
] as const;

const FOCUSES: readonly WizardFocus[] = ['target', 'export', 'import'];

/**
 * `/transfer`: copy configuration to another tenant that accepts copies from you (or import a bundle) — plan, then
 * apply — and, in its second tab (`?tab=events`), the copy events of this tenant.
 */
export default function TransferPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const wizard = useCopyWizard();
  const tab = params.get(TRANSFER_TAB_PARAM) === 'events' ? 'events' : 'copy';
  const asked = params.get(TRANSFER_FOCUS_PARAM) as WizardFocus;
  const focus = FOCUSES.includes(asked) ? asked : null;
  const tabs = (
    <TabList
      label="Transfer"
      idPrefix={id}
      tabs={TABS}
      selected={tab}
      onSelect={(next) => setParams(next === 'copy' ? {} : { [TRANSFER_TAB_PARAM]: next })}
    />
  );
  return (
    <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className={css.tabPanel}>
      {tab === 'events' ? (
        <CopyEventsLog tabs={tabs} />
      ) : (
        <PageFrame
          title="Transfer"
          summary="Copy configuration to another tenant that accepts copies from you, with everything it names: a dry run first, then apply, all or nothing."
          tabs={tabs}
        >
          <CopyWizard wizard={wizard} focus={focus} />
        </PageFrame>
      )}
    </div>
  );
}
