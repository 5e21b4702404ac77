import { useId, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import { receiveStockCall } from '../calls.ts';
import { RECEIPT_MAX_ROWS, receiptResultSchema, type Location, type ReceiptResult } from '../contract.ts';
import * as css from '../inventory.css.ts';
import { usePanelAction } from '../usePanelAction.ts';
import { LocationSelect } from './LocationSelect.tsx';
import { ConfirmFooter, NoteField, ProblemLine } from './PanelParts.tsx';
import { StatePill } from './StatePill.tsx';

interface ReceiveStockPanelProps {
  locations: readonly Location[];
  onClose: () => void;
  onApplied: (result: ReceiptResult) => void;
}

/** The result of a receipt the server refused as a whole (409): its rows, when it sent them. */
function refusedResult(error: unknown): ReceiptResult | null {
  if (!isApiError(error)) return null;
  const parsed = receiptResultSchema.safeParse(error.envelope?.data);
  return parsed.success ? parsed.data : null;
}

/**
 * Receive stock by CSV (`serial,model[,iccid][,mac]`, up to 10,000 rows) at one location: a dry run
 * answers each row and applies nothing; Apply is offered once a dry run of the same text refused no row,
 * and takes all rows or none.
 */
export function ReceiveStockPanel({ locations, onClose, onApplied }: ReceiveStockPanelProps) {
  const id = useId();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const active = locations.filter((location) => location.active);
  const [locationId, setLocationId] = useState(active[0]?.locationId ?? '');
  const [csv, setCsv] = useState('');
  const [note, setNote] = useState('');
  const [result, setResult] = useState<ReceiptResult | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const { busy, problem, run } = usePanelAction();
  const inputKey = `${locationId}\n${csv}`;
  const mayApply = result !== null && result.refused === 0 && result.accepted > 0 && checked === inputKey;

  const send = (dryRun: boolean) =>
    run(
      async () => {
        const { data } = await http.call(receiveStockCall, {
          locationId,
          csv,
          dryRun,
          ...(note.trim() ? { note: note.trim() } : {}),
        });
        setResult(data);
        setChecked(inputKey);
        if (!dryRun) {
          notifier.success(`${data.accepted} item${data.accepted === 1 ? '' : 's'} received.`);
          onApplied(data);
        }
      },
      'The receipt could not be sent.',
      (error) => {
        const refused = refusedResult(error);
        if (refused) {
          setResult(refused);
          setChecked(inputKey);
        }
      },
    );

  return (
    <SidePanel
      title="Receive stock"
      size="wide"
      onClose={onClose}
      footer={
        <ConfirmFooter
          label={result && mayApply ? `Apply ${result.accepted} row${result.accepted === 1 ? '' : 's'}` : 'Apply'}
          onCancel={onClose}
          onConfirm={() => void send(false)}
          disabled={busy || !mayApply}
        >
          <button
            type="button"
            className={button.secondary}
            disabled={busy || !csv.trim() || !locationId}
            onClick={() => void send(true)}
          >
            Dry run
          </button>
        </ConfirmFooter>
      }
    >
      <div className={css.stack}>
        <FormField id={`${id}-location`} label="Received at">
          <LocationSelect id={`${id}-location`} locations={active} value={locationId} onChange={setLocationId} />
        </FormField>
        <FormField
          id={`${id}-file`}
          label="CSV file"
          hint={`A header of serial,model and optionally iccid and mac; model is a model's name; at most ${RECEIPT_MAX_ROWS.toLocaleString()} rows.`}
        >
          <input
            id={`${id}-file`}
            type="file"
            className={css.fileInput}
            accept=".csv,text/csv,text/plain"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void file.text().then(setCsv);
            }}
          />
        </FormField>
        <FormField id={`${id}-csv`} label="Rows">
          <textarea
            id={`${id}-csv`}
            className={form.codeTextarea}
            rows={8}
            spellCheck={false}
            value={csv}
            placeholder={'serial,model,iccid,mac\nONT-000123,Nokia G-010G-Q,,'}
            onChange={(event) => setCsv(event.target.value)}
          />
        </FormField>
        <NoteField id={`${id}-note`} value={note} onChange={setNote} />
        <ProblemLine problem={problem} />
        {result ? <ReceiptRows result={result} stale={checked !== inputKey} /> : null}
      </div>
    </SidePanel>
  );
}

function ReceiptRows({ result, stale }: { result: ReceiptResult; stale: boolean }) {
  return (
    <section className={css.stack} aria-label="Receipt result">
      <p className={css.note} role="status">
        {result.applied ? 'Applied: ' : result.dryRun ? 'Dry run, nothing applied: ' : 'Nothing applied: '}
        {result.accepted} accepted, {result.refused} refused.
        {stale ? ' The rows or the location changed since: run it again.' : ''}
      </p>
      <div className={css.tableScroll}>
        <table className={css.table}>
          <thead className={css.tableHead}>
            <tr>
              <th>Line</th>
              <th>Serial</th>
              <th>Model</th>
              <th>Result</th>
              <th>Why</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.line} className={css.tableRow}>
                <td>{row.line}</td>
                <td className={css.mono}>{row.serial}</td>
                <td>{row.model}</td>
                <td>
                  <StatePill state={row.outcome} tone={row.outcome === 'OK' ? 'success' : 'danger'} />
                </td>
                <td>{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
