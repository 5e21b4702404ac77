import { injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';

/** One level of the palette: the root (no command) or a command's nested page, with what was typed there. */
export interface PaletteLevel {
  readonly commandId: string | null;
  readonly query: string;
}

const ROOT: PaletteLevel = { commandId: null, query: '' };

/**
 * Whether the command palette is open and on which page. Commands open it through
 * `CommandContext.openPalette`, the palette itself moves between levels.
 */
export const PaletteController = Symbol.for('sdp.PaletteController');
export interface PaletteController {
  readonly isOpen: boolean;
  /** The command whose nested page is shown, or null on the root list. */
  readonly pageCommandId: string | null;
  /** The levels from the root to the current page (the breadcrumb). */
  readonly levels: readonly PaletteLevel[];
  /** What is typed on the current level. */
  readonly query: string;
  /**
   * Opens on the root list, or on the page of the given command. When already open, a page is
   * entered on top of the current level (Backspace returns), and no page resets to the root.
   */
  open(pageCommandId?: string): void;
  close(): void;
  /** Leaves the current page for the level below, restoring what was typed there; false on the root. */
  back(): boolean;
  setQuery(query: string): void;
}

@injectable()
export class MobxPaletteController implements PaletteController {
  isOpen = false;
  levels: readonly PaletteLevel[] = [ROOT];

  constructor() {
    makeObservable(this, {
      isOpen: observable,
      levels: observableRef,
      pageCommandId: computed,
      query: computed,
      open: action,
      close: action,
      back: action,
      setQuery: action,
    });
  }

  get pageCommandId(): string | null {
    return this.current.commandId;
  }

  get query(): string {
    return this.current.query;
  }

  private get current(): PaletteLevel {
    return this.levels[this.levels.length - 1] ?? ROOT;
  }

  open(pageCommandId?: string): void {
    if (this.isOpen && pageCommandId !== undefined && pageCommandId === this.pageCommandId) return;
    const base = this.isOpen && pageCommandId !== undefined ? this.levels : [ROOT];
    this.levels = pageCommandId === undefined ? base : [...base, { commandId: pageCommandId, query: '' }];
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
    this.levels = [ROOT];
  }

  back(): boolean {
    if (this.levels.length <= 1) return false;
    this.levels = this.levels.slice(0, -1);
    return true;
  }

  setQuery(query: string): void {
    if (query === this.current.query) return;
    this.levels = [...this.levels.slice(0, -1), { ...this.current, query }];
  }
}
