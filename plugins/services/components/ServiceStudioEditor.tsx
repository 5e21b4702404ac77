import { ReactFlowProvider } from '@xyflow/react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SERVICE_RESOURCE } from '../../engine/public/contract/enginePaths.ts';
import type { Service } from '../../engine/public/contract/service.ts';
import { nearestNode, type GraphDirection } from '../../engine/public/web/graph/nearestNode.ts';
import { workflowStudioHref } from '../../engine/public/web/studioLinks.ts';
import { useScopedHotkeys } from '../../../core/registry/useScopedHotkeys.ts';
import { ResourceFormFields } from '../../resourceKit/public/web/ResourceFormFields.tsx';
import { textOf } from '../../resourceKit/public/web/resourceFields.ts';
import { useResourceChoices } from '../../resourceKit/public/web/useResourceChoices.ts';
import { useResourceForm } from '../../resourceKit/public/web/useResourceForm.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { UnsavedChangesDialog } from '../../../core/shell/dialog/UnsavedChangesDialog.tsx';
import { useScreenShortcuts } from '../../../core/shell/help/useScreenShortcuts.ts';
import { serviceCalls, workflowCalls } from '../calls.ts';
import { parseOperations } from '../operationRows.ts';
import { serviceDiagram, type DiagramNode } from '../serviceDiagram.ts';
import { serviceForm } from '../serviceForm.ts';
import { SERVICE_STUDIO_SHORTCUTS } from '../serviceStudioKeys.ts';
import { SERVICES_PATH } from '../paths.ts';
import { ServiceDiagram } from './ServiceDiagram.tsx';
import * as css from './serviceStudio.css.ts';

interface ServiceStudioEditorProps {
  service: Service;
  /** False for a reader: the same view, nothing editable. */
  editable: boolean;
}

/**
 * One service as a diagram and as a form side by side: the diagram is drawn from the form as it is
 * typed (an operation added, a workflow chosen), a box selected or opened leads to its operation's row
 * or its workflow's studio; Ctrl+S saves at the version opened, a stale save offers Reload or Overwrite.
 */
export function ServiceStudioEditor({ service, editable }: ServiceStudioEditorProps) {
  const navigate = useNavigate();
  const workflows = useResourceChoices(workflowCalls.list, 'name');
  const [selected, setSelected] = useState<string | null>(null);
  useScreenShortcuts(SERVICE_STUDIO_SHORTCUTS);
  const form = useResourceForm({
    descriptor: SERVICE_RESOURCE,
    calls: serviceCalls,
    spec: serviceForm,
    record: service,
    idOf: (record) => record.serviceId,
    labelOf: (record) => record.name,
    onSaved: () => undefined,
  });
  const { values } = form;

  const diagram = useMemo(
    () =>
      serviceDiagram({
        name: textOf(values.name),
        displayName: textOf(values.displayName),
        status: textOf(values.status),
        operations: parseOperations(textOf(values.operations)),
        workflows,
      }),
    [values.name, values.displayName, values.status, values.operations, workflows],
  );

  const open = useCallback(
    (box: DiagramNode) => {
      const into = diagram.edges.find((edge) => edge.to === box.id)?.from;
      const owner = diagram.nodes.find((node) => node.id === into);
      if (box.workflowName) {
        navigate(workflowStudioHref(box.workflowName, owner ? { operation: owner.title } : {}));
        return;
      }
      // An operation, or what one uses, opens the operation's row; the service itself its first field.
      const index = box.operationIndex ?? owner?.operationIndex;
      const holder = form.formRef.current;
      const row =
        index === undefined ? holder : holder?.querySelector<HTMLElement>(`[data-operation-index="${index}"]`);
      const control = row?.querySelector<HTMLElement>('input:not([readonly]), select, textarea');
      control?.scrollIntoView({ block: 'nearest' });
      control?.focus();
    },
    [diagram, navigate, form.formRef],
  );

  useScopedHotkeys(['enter', 'arrowdown', 'arrowup', 'arrowleft', 'arrowright'], (event, key) => {
    const target = event.target as HTMLElement | null;
    if (target?.closest('form, button, a, select, [role="menu"]')) return;
    event.preventDefault();
    const current = selected ?? diagram.nodes[0]?.id;
    if (!current) return;
    if (key === 'enter') {
      const box = diagram.nodes.find((node) => node.id === current);
      if (box) open(box);
      return;
    }
    const next = selected ? nearestNode(diagram.nodes, current, key.replace('arrow', '') as GraphDirection) : current;
    if (next) setSelected(next);
  });
  useScopedHotkeys(
    ['mod+s'],
    (event) => {
      event.preventDefault();
      if (editable) form.save();
    },
    { inFields: true },
  );

  const status = !editable
    ? 'Read only'
    : form.saving.saving
      ? 'Saving…'
      : form.saving.conflict
        ? 'Not saved: changed elsewhere'
        : form.dirty
          ? 'Unsaved changes'
          : 'All changes saved';
  const operations = diagram.nodes.filter((node) => node.kind === 'operation').length;

  return (
    <div className={css.studio}>
      <header className={css.header}>
        <Link className={css.headerLink} to={SERVICES_PATH}>
          ← Services
        </Link>
        <h1 className={css.title}>{textOf(values.displayName) || service.displayName}</h1>
        <span className={css.saveState} role="status">
          {status} · {service.name} · {operations} operation{operations === 1 ? '' : 's'}
        </span>
        {editable ? (
          <div className={css.headerActions}>
            <button
              type="button"
              className={`${button.secondary} ${compactButton}`}
              disabled={!form.dirty}
              onClick={form.revert}
            >
              Revert
            </button>
            <button
              type="submit"
              form={`${form.idPrefix}-form`}
              className={`${button.primary} ${compactButton}`}
              disabled={form.saving.saving || !form.dirty}
            >
              Save
            </button>
          </div>
        ) : null}
      </header>
      <div className={css.banners} />
      <div className={css.body}>
        <ReactFlowProvider>
          <ServiceDiagram
            nodes={diagram.nodes}
            edges={diagram.edges}
            selected={selected}
            onSelect={setSelected}
            onOpen={open}
          />
        </ReactFlowProvider>
        <section className={css.formSide} aria-label="Service settings">
          <h2 className={css.sideTitle}>Service</h2>
          <ResourceFormFields
            form={form}
            fields={serviceForm.fields}
            entity={SERVICE_RESOURCE.entity}
            autoFocus={false}
            disabled={!editable}
            className={css.form}
          />
        </section>
      </div>
      <UnsavedChangesDialog guard={form.leaveGuard} message="Your changes to this service have not been saved." />
    </div>
  );
}
