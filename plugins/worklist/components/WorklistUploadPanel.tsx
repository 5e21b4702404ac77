import { useId, useState } from 'react';
import type { WorklistUploadResult } from '../../engine/public/contract/worklist.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import { uploadWorklistCall } from '../calls.ts';
import * as css from './worklist.css.ts';

interface WorklistUploadPanelProps {
  onClose: () => void;
  /** Changes were applied: the list reads its rows again. */
  onApplied: () => void;
}

/**
 * Changes to many items from a CSV file (as the export writes it, with `action` filled in): checked first
 * row by row without applying anything, then applied, with each row's outcome.
 */
export function WorklistUploadPanel({ onClose, onApplied }: WorklistUploadPanelProps) {
  const http = useService<HttpClient>(HttpClient);
  const fileId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [result, setResult] = useState<{ applied: boolean; data: WorklistUploadResult } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (dryRun: boolean) => {
    if (csv === null) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await http.call(uploadWorklistCall, { csv, dryRun });
      setResult({ applied: !dryRun, data });
      if (!dryRun) onApplied();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const checked = result !== null && !result.applied;
  const footer = (
    <>
      <button type="button" className={button.secondary} onClick={onClose}>
        {result?.applied ? 'Close' : 'Cancel'}
      </button>
      {!result?.applied ? (
        <button
          type="button"
          className={button.primary}
          disabled={csv === null || busy || (checked && result.data.done === 0)}
          onClick={() => void send(!checked)}
        >
          {checked ? `Apply ${result.data.done} rows` : 'Check the file'}
        </button>
      ) : null}
    </>
  );

  return (
    <SidePanel title="Upload worklist changes" onClose={onClose} size="wide" footer={footer}>
      <p className={css.muted}>
        Export the items, fill in the <code>action</code> column (claim, release, assign, complete) with an{' '}
        <code>assignee</code> or <code>data.</code> values where needed, and upload the file. Rows left without an
        action are skipped. Nothing changes until you apply the checked file.
      </p>
      <FormField id={fileId} label="CSV file">
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            const file = event.target.files?.[0];
            setResult(null);
            setError(null);
            if (!file) return setCsv(null);
            setFileName(file.name);
            void file.text().then(setCsv);
          }}
        />
      </FormField>
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
      {result ? (
        <>
          <p role="status">
            {fileName}: {result.data.rows} rows — {result.data.done} {result.applied ? 'applied' : 'can be applied'},{' '}
            {result.data.failed} failed
            {result.data.rows - result.data.done - result.data.failed > 0
              ? `, ${result.data.rows - result.data.done - result.data.failed} without an action`
              : ''}
            .
          </p>
          <table className={css.results} aria-label="Result per row">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Item</th>
                <th scope="col">Action</th>
                <th scope="col">Outcome</th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {result.data.results.map((row) => (
                <tr key={row.row} data-outcome={row.outcome}>
                  <td>{row.row}</td>
                  <td>{row.itemId ?? '—'}</td>
                  <td>{row.action ?? '—'}</td>
                  <td className={css.outcome[row.outcome]}>{row.outcome}</td>
                  <td>{row.message ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </SidePanel>
  );
}
