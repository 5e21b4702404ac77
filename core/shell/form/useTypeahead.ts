import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isApiError } from '../../http/ApiError.ts';

/** The pause after a keystroke before the search is asked, so typing a word asks once. */
export const TYPEAHEAD_PAUSE_MS = 150;

export interface TypeaheadOptions<T> {
  /** The server's answer to what was typed (trimmed, never empty); the signal cancels a search overtaken by typing. */
  search(q: string, signal: AbortSignal): Promise<readonly T[]>;
  /** Whether a result is chosen already: not offered again. */
  taken(item: T): boolean;
  onAdd(item: T): void;
}

export interface Typeahead<T> {
  typed: string;
  /** What is found and not chosen yet, in the server's order. */
  offered: readonly T[];
  /** The option ↑/↓ moved to, which Enter adds. */
  active: number;
  listOpen: boolean;
  /** Why nothing could be found (the search failed), or null. */
  problem: string | null;
  add(item: T | undefined): void;
  /** The input's props: its value, typing, blur and keys. */
  input: {
    value: string;
    onChange(event: { target: { value: string } }): void;
    onBlur(): void;
    onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  };
}

/**
 * The state and keys of a WAI-ARIA combobox that searches the server as one types: ↓/↑ move through what
 * was found, Enter adds the active option, Esc closes the list (and goes no further, so a panel around it
 * stays open). The component draws the input and the listbox.
 */
export function useTypeahead<T>({ search, taken, onAdd }: TypeaheadOptions<T>): Typeahead<T> {
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<readonly T[]>([]);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // What was typed decides when to ask; the latest search function is the one asked.
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    const q = typed.trim();
    if (q === '') {
      setFound([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchRef.current(q, controller.signal).then(
        (results) => {
          setFound(results);
          setActive(0);
          setProblem(null);
        },
        (error: unknown) => {
          if (isApiError(error) && error.kind === 'aborted') return;
          setProblem(error instanceof Error ? error.message : String(error));
        },
      );
    }, TYPEAHEAD_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);

  const offered = found.filter((item) => !taken(item));
  const listOpen = open && typed.trim() !== '';
  const add = (item: T | undefined) => {
    if (!item) return;
    onAdd(item);
    setTyped('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, offered.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && listOpen) {
      event.preventDefault();
      add(offered[active]);
    } else if (event.key === 'Escape' && listOpen) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };
  return {
    typed,
    offered,
    active,
    listOpen,
    problem,
    add,
    input: {
      value: typed,
      onChange: (event) => {
        setTyped(event.target.value);
        setOpen(true);
      },
      onBlur: () => setOpen(false),
      onKeyDown,
    },
  };
}
