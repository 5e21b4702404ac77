import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GridColumn, GridRowAction } from '../../../core/grid/gridTypes.ts';
import { enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';
import { ResourcePage } from '../../resourceKit/public/web/ResourcePage.tsx';
import { translatorCalls } from '../calls.ts';
import type { Translator } from '../contract.ts';
import { NEW_TRANSLATION_PARAM, TRANSLATOR_RESOURCE, translatorEditorHref } from '../paths.ts';
import { translatorForm } from '../translatorForm.ts';

const columns: readonly GridColumn<Translator>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true, hideable: false, width: 220 },
  { id: 'description', header: 'Description', accessor: (row) => row.description, width: 360 },
  {
    id: 'size',
    header: 'Lines',
    accessor: (row) => row.xslt.split('\n').length,
    searchable: false,
    align: 'end',
    width: 90,
  },
  enabledColumn((row) => row.enabled),
  updatedColumn(),
];

interface TranslationListProps {
  /** Called as a translation is about to open, to load the editor meanwhile. */
  onOpen?: () => void;
}

/** The tenant's XSLT documents; each opens in the editor. */
export function TranslationList({ onOpen }: TranslationListProps) {
  const navigate = useNavigate();
  const rowActions = useMemo<GridRowAction<Translator>[]>(
    () => [
      {
        id: 'open',
        label: 'Open in editor',
        run: (row) => {
          onOpen?.();
          navigate(translatorEditorHref(row.name));
        },
      },
    ],
    [navigate, onOpen],
  );
  return (
    <ResourcePage
      descriptor={TRANSLATOR_RESOURCE}
      calls={translatorCalls}
      gridId="translations"
      label="Translator"
      summary="XSLT 1.0 documents that turn what outside systems send into order payloads, each tried on a sample input."
      columns={columns}
      idOf={(row) => row.translatorId}
      labelOf={(row) => row.name}
      form={translatorForm}
      createParam={NEW_TRANSLATION_PARAM}
      rowActions={rowActions}
      searchPlaceholder="Search name or description"
    />
  );
}
