import { useState } from 'react';
import { MAX_WORKFLOW_ICON_BYTES, type Workflow } from '../../engine/public/contract/workflow.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { ImageUpload } from '../../../core/shell/form/ImageUpload.tsx';
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
  const [icon, setIcon] = useState(workflow.icon);

  const save = async (dataUrl: string | null) => {
    const { data } =
      dataUrl === null
        ? await http.call(removeWorkflowIconCall, { workflowId: workflow.workflowId })
        : await http.call(uploadWorkflowIconCall, { workflowId: workflow.workflowId, dataUrl });
    setIcon(data.icon);
    onChanged(data);
    notifier.success(dataUrl === null ? 'Icon removed' : 'Icon saved');
  };

  return (
    <SidePanel title={`Icon of ${workflow.name}`} onClose={onClose}>
      <p className={css.hint}>
        PNG, SVG or JPEG, at most {MAX_WORKFLOW_ICON_BYTES / 1024} KB; shown beside the workflow in the lists and the
        studio. It is saved as soon as you choose it.
      </p>
      <ImageUpload
        noun="icon"
        maxBytes={MAX_WORKFLOW_ICON_BYTES}
        current={icon}
        alt={`Icon of ${workflow.name}`}
        readOnly={!mayChange}
        onSave={save}
      />
    </SidePanel>
  );
}
