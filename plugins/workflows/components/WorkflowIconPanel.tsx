import { useId, useRef, useState, type ChangeEvent } from 'react';
import { MAX_WORKFLOW_ICON_BYTES, type Workflow } from '../../engine/public/contract/workflow.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { imageFileProblem, readDataUrl } from '../../../core/shell/form/imageFile.ts';
import { removeWorkflowIconCall, uploadWorkflowIconCall } from '../calls.ts';
import * as css from './workflowIcon.css.ts';

/**
 * A workflow's icon: shown, uploaded (PNG, SVG or JPEG, checked again and an SVG cleaned by the server)
 * and removed, each saved at once and apart from the workflow's other settings.
 */
export function WorkflowIconPanel({
  workflow,
  mayChange,
  onChanged,
  onClose,
}: {
  workflow: Workflow;
  mayChange: boolean;
  onChanged: (workflow: Workflow) => void;
  onClose: () => void;
}) {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [icon, setIcon] = useState(workflow.icon);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (dataUrl: string | null) => {
    setBusy(true);
    try {
      const { data } =
        dataUrl === null
          ? await http.call(removeWorkflowIconCall, { workflowId: workflow.workflowId })
          : await http.call(uploadWorkflowIconCall, { workflowId: workflow.workflowId, dataUrl });
      setIcon(data.icon);
      onChanged(data);
      notifier.success(dataUrl === null ? 'Icon removed' : 'Icon saved');
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The icon could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const reason = imageFileProblem(file, { noun: 'icon', maxBytes: MAX_WORKFLOW_ICON_BYTES });
    setProblem(reason);
    if (reason) return;
    try {
      await save(await readDataUrl(file));
    } catch {
      setProblem('The image could not be read.');
    }
  };

  return (
    <SidePanel title={`Icon of ${workflow.name}`} onClose={onClose}>
      <p className={css.hint}>
        PNG, SVG or JPEG, at most {MAX_WORKFLOW_ICON_BYTES / 1024} KB; shown beside the workflow in the lists and the
        studio. It is saved as soon as you choose it.
      </p>
      <div className={css.row}>
        <div className={css.preview}>
          {icon ? (
            <img className={css.previewImage} src={icon} alt={`Icon of ${workflow.name}`} />
          ) : (
            <span>No icon</span>
          )}
        </div>
        {mayChange ? (
          <div className={css.actions}>
            <input
              ref={fileInput}
              id={inputId}
              className={css.fileInput}
              type="file"
              accept="image/png,image/jpeg,image/svg+xml"
              aria-label="Icon file"
              onChange={(event) => void onChoose(event)}
              tabIndex={-1}
            />
            <button
              type="button"
              className={button.secondary}
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              {icon ? 'Replace icon' : 'Upload icon'}
            </button>
            {icon ? (
              <button
                type="button"
                className={button.secondary}
                disabled={busy}
                onClick={() => {
                  setProblem(null);
                  void save(null);
                }}
              >
                Remove icon
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      {problem ? (
        <p className={css.error} role="alert">
          {problem}
        </p>
      ) : null}
    </SidePanel>
  );
}
