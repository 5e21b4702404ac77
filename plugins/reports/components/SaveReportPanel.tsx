import { useId, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { saveReportCall } from '../calls.ts';
import type { ReportDefinition, SavedReport } from '../contract.ts';

interface SaveReportPanelProps {
  definition: ReportDefinition;
  filters: Readonly<Record<string, string>>;
  onClose(): void;
  onSaved(saved: SavedReport): void;
}

/** Saves the report with its filters under a name, for the caller or shared with the tenant. */
export function SaveReportPanel({ definition, filters, onClose, onSaved }: SaveReportPanelProps) {
  const http = useService<HttpClient>(HttpClient);
  const ids = { name: useId(), shared: useId() };
  const [name, setName] = useState(definition.title);
  const [shared, setShared] = useState(false);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const { data } = await http.call(saveReportCall, {
        name,
        report: definition.id,
        filters: { ...filters },
        shared,
      });
      onSaved(data);
    } finally {
      setSaving(false);
    }
  };
  return (
    <SidePanel
      title="Save report"
      subtitle={`${definition.title} with its filters`}
      onClose={onClose}
      onSave={() => void save()}
      footer={
        <>
          <button type="button" className={button.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={button.primary}
            disabled={saving || !name.trim()}
            onClick={() => void save()}
          >
            Save
          </button>
        </>
      }
    >
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={ids.name}>
          Name
        </label>
        <input
          id={ids.name}
          className={formCss.input}
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className={formCss.field}>
        <label htmlFor={ids.shared}>
          <input
            id={ids.shared}
            type="checkbox"
            checked={shared}
            onChange={(event) => setShared(event.target.checked)}
          />{' '}
          Share with everyone in the tenant
        </label>
      </div>
    </SidePanel>
  );
}
