import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { Command } from 'cmdk';
import { observer } from 'mobx-react-lite';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useService } from '../../di/ContainerContext.tsx';
import type { CommandContext } from '../../plugin/manifest.ts';
import { CommandContextProvider } from '../../registry/CommandContextProvider.ts';
import { CommandRegistry } from '../../registry/CommandRegistry.ts';
import { isMacPlatform } from '../../registry/keybinding.ts';
import { KeybindingRegistry } from '../../registry/KeybindingRegistry.ts';
import { RecentCommands } from '../../registry/RecentCommands.ts';
import { useModalKeyScope } from '../../registry/useModalKeyScope.ts';
import * as styles from './CommandPalette.css.ts';
import { PaletteController } from './PaletteController.ts';
import { PaletteFooter } from './PaletteFooter.tsx';
import { PaletteRowView } from './PaletteRowView.tsx';
import { useEntityRows, withEntityRows } from './useEntityRows.ts';
import { useCommandRows, usePageRows, type PaletteRow } from './usePaletteRows.ts';

export const ROW_HEIGHT = 44;
export const ROW_OVERSCAN = 6;
const LIST_PADDING = 6;
/** The list's CSS max height: assumed while the list has not been laid out (jsdom, a hidden element). */
const UNMEASURED_LIST_HEIGHT = 400;
const ROOT_PLACEHOLDER = 'Type a command or search…';

function observeListRect<T extends Element>(
  instance: Virtualizer<T, Element>,
  callback: (rect: Rect) => void,
): void | (() => void) {
  return observeElementRect(instance, (rect) =>
    callback(rect.height > 0 ? rect : { width: rect.width, height: UNMEASURED_LIST_HEIGHT }),
  );
}

function runSafely(what: string, action: () => unknown): void {
  Promise.resolve()
    .then(action)
    .catch((error: unknown) => console.error(`${what} failed`, error));
}

function keepInputFocus(event: MouseEvent): void {
  event.preventDefault();
}

interface PanelProps {
  isMac: boolean;
}

const PalettePanel = observer(function PalettePanel({ isMac }: PanelProps) {
  const palette = useService<PaletteController>(PaletteController);
  const registry = useService<CommandRegistry>(CommandRegistry);
  const keybindings = useService<KeybindingRegistry>(KeybindingRegistry);
  const recent = useService<RecentCommands>(RecentCommands);
  // The list of an earlier visit (stored encrypted per user) is in front from the first opening.
  useEffect(() => void recent.restore(), [recent]);
  const contextProvider = useService<CommandContextProvider>(CommandContextProvider);
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const query = palette.query;
  const pageCommand = palette.pageCommandId === null ? undefined : registry.get(palette.pageCommandId);
  const page = pageCommand?.page;
  const commandRows = useCommandRows(registry, recent, query, page === undefined);
  const entityRows = useEntityRows(query, page === undefined);
  const rootRows = useMemo(() => withEntityRows(commandRows, entityRows, query), [commandRows, entityRows, query]);
  const pageRows = usePageRows(pageCommand, page, query, contextProvider);
  const { rows, capped, loading } = page ? pageRows : rootRows;
  const optionPositions = useMemo(() => positionsOfOptions(rows), [rows]);

  // The active row belongs to one result list: a new list starts again at its first row that can be chosen.
  // A row the user moved to stays active while records arrive for the same text (found by its id).
  const [active, setActiveState] = useState<{ rows: readonly PaletteRow[]; index: number; query?: string }>({
    rows,
    index: 0,
  });
  const activeIndex = activeIndexIn(rows, active, query);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: useCallback((index: number) => rows[index]?.id ?? index, [rows]),
    overscan: ROW_OVERSCAN,
    paddingStart: LIST_PADDING,
    paddingEnd: LIST_PADDING,
    observeElementRect: observeListRect,
  });

  // A new result list starts at the top. Asked only when scrolled: scrolling reads the layout.
  useLayoutEffect(() => {
    if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
  }, [rows, virtualizer]);

  const rowId = (index: number) => `${baseId}-row-${index}`;
  const context = (): CommandContext => contextProvider.context;

  const moveTo = (index: number, step: 1 | -1 = 1) => {
    if (rows.length === 0) return;
    const next = selectableFrom(rows, Math.max(0, Math.min(rows.length - 1, index)), step);
    setActiveState({ rows, index: next, query });
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const visibleRowCount = () =>
    Math.max(1, Math.floor((listRef.current?.clientHeight || UNMEASURED_LIST_HEIGHT) / ROW_HEIGHT) - 1);

  const choose = (index: number) => {
    const row = rows[index];
    if (!row) return;
    if (row.kind === 'command') {
      const command = row.match.item;
      if (command.page) {
        recent.record(command.id);
        palette.open(command.id);
        return;
      }
      palette.close();
      runSafely(`Command "${command.id}"`, () => registry.execute(command.id));
    } else if (row.kind === 'item' || row.kind === 'entity') {
      palette.close();
      runSafely(`Palette item "${row.item.id}"`, () => row.item.run(context()));
    } else if (row.kind === 'submit' && page?.onSubmit && pageCommand) {
      const submit = page.onSubmit;
      palette.close();
      runSafely(`Palette page "${pageCommand.id}"`, () => submit(row.value, context()));
    }
  };

  const backToRoot = () => {
    while (palette.back());
  };

  // Handled here and marked handled, so cmdk's own list keys (which only see rendered rows) stay out.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1 < rows.length ? activeIndex + 1 : 0);
        break;
      case 'ArrowUp':
        moveTo(activeIndex > 0 ? activeIndex - 1 : rows.length - 1, -1);
        break;
      case 'PageDown':
        moveTo(activeIndex + visibleRowCount());
        break;
      case 'PageUp':
        moveTo(activeIndex - visibleRowCount(), -1);
        break;
      case 'Home':
      case 'End':
        // They move the caret in the field (as in any combobox); cmdk would take them for its list.
        event.stopPropagation();
        return;
      case 'Enter':
        choose(activeIndex);
        break;
      case 'Backspace':
        if (event.currentTarget.value !== '' || !palette.back()) return;
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const levels = palette.levels;
  const activeRowId = rows.length > 0 ? rowId(activeIndex) : undefined;
  const placeholder = page?.placeholder ?? ROOT_PLACEHOLDER;

  return (
    <>
      {levels.length > 1 && (
        <nav aria-label="Palette pages">
          <ol className={styles.breadcrumb}>
            <li>
              <button
                type="button"
                tabIndex={-1}
                className={styles.crumbButton}
                onMouseDown={keepInputFocus}
                onClick={backToRoot}
              >
                Commands
              </button>
            </li>
            {levels.slice(1).map((level, index) => (
              <li key={`${level.commandId ?? 'root'}-${index}`} className={styles.crumb}>
                <span className={styles.crumbSeparator} aria-hidden="true">
                  ›
                </span>
                <span className={styles.crumbCurrent} aria-current={index === levels.length - 2 ? 'page' : undefined}>
                  {(level.commandId && registry.get(level.commandId)?.title) ?? level.commandId}
                </span>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <Command.Input asChild value={query} onValueChange={(value) => palette.setQuery(value)}>
        <input
          className={styles.input}
          placeholder={placeholder}
          aria-activedescendant={activeRowId}
          onKeyDown={onKeyDown}
        />
      </Command.Input>
      <Command.List
        ref={listRef}
        label={page ? placeholder : 'Commands'}
        className={styles.list}
        onMouseDown={keepInputFocus}
      >
        <div style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) return null;
            const keybinding = row.kind === 'command' ? keybindings.keybindingsFor(row.match.item.id)[0] : undefined;
            return (
              <PaletteRowView
                key={virtualRow.key}
                row={row}
                id={rowId(virtualRow.index)}
                active={virtualRow.index === activeIndex}
                position={optionPositions.at[virtualRow.index] ?? 0}
                setSize={optionPositions.count}
                keybinding={keybinding}
                isMac={isMac}
                style={{ height: ROW_HEIGHT, transform: `translateY(${virtualRow.start}px)` }}
                onHover={() => setActiveState({ rows, index: virtualRow.index, query })}
                onChoose={() => choose(virtualRow.index)}
              />
            );
          })}
        </div>
      </Command.List>
      {loading && rows.length === 0 && <Command.Loading className={styles.message}>Loading...</Command.Loading>}
      {!loading && rows.length === 0 && (
        <div className={styles.message} role="status">
          {emptyMessage(query, page?.placeholder, page?.onSubmit !== undefined && page.items === undefined)}
        </div>
      )}
      <PaletteFooter isMac={isMac} onPage={levels.length > 1} capped={capped} />
    </>
  );
});

/**
 * The active row in a new result list: the first that can be chosen, unless the user moved in the list for
 * this same text and that row is still there (records arriving must not move the selection under them).
 */
function activeIndexIn(
  rows: readonly PaletteRow[],
  active: { rows: readonly PaletteRow[]; index: number; query?: string },
  query: string,
): number {
  if (active.rows === rows) return Math.min(active.index, rows.length - 1);
  const chosen = active.index > 0 && active.query === query ? active.rows[active.index]?.id : undefined;
  const kept = chosen === undefined ? -1 : rows.findIndex((row) => row.id === chosen);
  return kept >= 0 ? kept : selectableFrom(rows, 0, 1);
}

/** The nearest row from `index` on (in the direction of `step`) that can be chosen: headings are passed over. */
function selectableFrom(rows: readonly PaletteRow[], index: number, step: 1 | -1): number {
  for (let at = index; at >= 0 && at < rows.length; at += step) if (rows[at]?.kind !== 'heading') return at;
  for (let at = index; at >= 0 && at < rows.length; at -= step) if (rows[at]?.kind !== 'heading') return at;
  return 0;
}

/** Each option's place among the options (headings are not options), and how many there are. */
function positionsOfOptions(rows: readonly PaletteRow[]): { at: readonly number[]; count: number } {
  let count = 0;
  const at = rows.map((row) => (row.kind === 'heading' ? 0 : (count += 1)));
  return { at, count };
}

function emptyMessage(query: string, placeholder: string | undefined, submitOnly: boolean): string {
  if (submitOnly && placeholder) return `Type the ${placeholder.toLowerCase()} and press Enter`;
  return query.trim() === '' ? 'Nothing to show here' : `No results for “${query.trim()}”`;
}

export interface CommandPaletteProps {
  /** Shows ⌘ keys instead of Ctrl; detected from the browser unless given. */
  isMac?: boolean;
}

/**
 * The command palette (Ctrl+K / ⌘K): cmdk's dialog and combobox with the registry's fuzzy search
 * (`shouldFilter={false}`) in a virtualised list, so tens of thousands of commands stay fast; nested
 * pages for commands that ask for a value. Mounted once by the shell; opened through PaletteController.
 */
export const CommandPalette = observer(function CommandPalette({ isMac }: CommandPaletteProps) {
  const palette = useService<PaletteController>(PaletteController);
  const mac = useMemo(() => isMac ?? isMacPlatform(), [isMac]);
  useModalKeyScope(palette.isOpen);
  return (
    <Command.Dialog
      open={palette.isOpen}
      onOpenChange={(open) => {
        if (!open) palette.close();
      }}
      label="Command palette"
      shouldFilter={false}
      vimBindings={false}
      overlayClassName={styles.overlay}
      contentClassName={styles.dialog}
      className={styles.command}
    >
      <PalettePanel isMac={mac} />
    </Command.Dialog>
  );
});
