import { useCallback, useEffect, useMemo, useState } from 'react';
import { useService } from '../di/ContainerContext.tsx';
import { defaultLayout, fitLayout, type ColumnLayout, type LayoutColumn } from './columnLayout.ts';
import { GridPreferences } from './GridPreferences.ts';

export interface ColumnLayoutState {
  layout: ColumnLayout;
  /** False until the user's stored layout has been read. */
  ready: boolean;
  /** Shows and remembers a layout for this user and grid. */
  setLayout(layout: ColumnLayout): void;
  resetLayout(): void;
}

/** The columns the signed-in user sees in this grid, and in what order, remembered per user. */
export function useColumnLayout(gridId: string, columns: readonly LayoutColumn[]): ColumnLayoutState {
  const preferences = useService<GridPreferences>(GridPreferences);
  const [stored, setStored] = useState<{ gridId: string; layout: ColumnLayout | null } | null>(null);

  useEffect(() => {
    let current = true;
    preferences.loadLayout(gridId).then(
      (layout) => {
        if (current) setStored((previous) => (previous?.gridId === gridId ? previous : { gridId, layout }));
      },
      (error: unknown) => {
        console.error(`Could not read the column layout of grid "${gridId}"`, error);
        if (current) setStored({ gridId, layout: null });
      },
    );
    return () => {
      current = false;
    };
  }, [preferences, gridId]);

  const ready = stored?.gridId === gridId;
  const storedLayout = ready ? stored.layout : null;
  const layout = useMemo(() => fitLayout(storedLayout, columns), [storedLayout, columns]);

  const setLayout = useCallback(
    (next: ColumnLayout) => {
      setStored({ gridId, layout: next });
      preferences.saveLayout(gridId, next).catch((error: unknown) => {
        console.error(`Could not save the column layout of grid "${gridId}"`, error);
      });
    },
    [preferences, gridId],
  );

  const resetLayout = useCallback(() => setLayout(defaultLayout(columns)), [setLayout, columns]);

  return { layout, ready, setLayout, resetLayout };
}
