import { useEffect, useRef, useState, type RefObject } from 'react';
import { SearchIcon } from './gridIcons.tsx';
import * as css from './toolbar.css.ts';

/** How long typing pauses before the search applies (and reaches the URL and the server). */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The grid's search box: applies after a pause in typing, or at once on Enter. `/` focuses it. */
export function SearchBox({ value, onChange, placeholder, inputRef }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Back/Forward or a saved view changed the search: show it.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const apply = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next.trim() === value) return;
    setApplied(next.trim());
    onChange(next);
  };

  return (
    <div className={css.searchWrap}>
      <SearchIcon className={css.searchIcon} />
      <input
        ref={inputRef}
        type="search"
        className={css.searchInput}
        placeholder={placeholder}
        aria-label={placeholder}
        aria-keyshortcuts="/"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => apply(next), SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(text);
        }}
      />
      {text === '' ? (
        <kbd className={css.keyHint} aria-hidden="true">
          /
        </kbd>
      ) : null}
    </div>
  );
}
