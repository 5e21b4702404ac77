import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useScopedHotkeys } from '../../../core/registry/useScopedHotkeys.ts';
import { queryTerms } from '../../../core/palette/scoring.ts';
import type { DocLibrary } from '../docLibrary.ts';
import { searchDocs, termVariants, type DocSearchResult } from '../searchDocs.ts';
import { highlightTerms } from './highlightTerms.ts';
import * as styles from './DocsSearch.css.ts';

const RESULT_LIMIT = 12;
const FOCUS_KEYS = ['/'];

export interface DocsSearchProps {
  library: DocLibrary;
  onChoose(result: DocSearchResult): void;
}

function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightTerms(text, terms).map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

function SearchIcon() {
  return (
    <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2.2" fill="none" />
      <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Searches every page as the reader types; `/` focuses it, arrows pick a result, Enter jumps to it. */
export function DocsSearch({ library, onChoose }: DocsSearchProps) {
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const terms = useMemo(() => queryTerms(query), [query]);
  const highlighted = useMemo(() => terms.flatMap(termVariants), [terms]);
  const results = useMemo(
    () => (terms.length > 0 ? searchDocs(library, query, RESULT_LIMIT) : []),
    [library, query, terms],
  );
  const open = focused && terms.length > 0;

  useScopedHotkeys(FOCUS_KEYS, (event) => {
    event.preventDefault();
    inputRef.current?.focus();
    inputRef.current?.select();
  });

  const choose = (result: DocSearchResult | undefined) => {
    if (!result) return;
    setQuery('');
    inputRef.current?.blur();
    onChoose(result);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (query !== '') setQuery('');
      else inputRef.current?.blur();
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className={styles.search}>
      <SearchIcon />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        className={styles.input}
        aria-label="Search documentation"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && results.length > 0 ? optionId(active) : undefined}
        placeholder="Search documentation"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
      />
      {query === '' && (
        <kbd className={styles.keyHint} aria-hidden="true">
          /
        </kbd>
      )}
      <ul id={listId} role="listbox" aria-label="Documentation results" className={styles.results} hidden={!open}>
        {open && results.length === 0 && (
          <li role="presentation" className={styles.empty}>
            Nothing in the documentation matches “{query.trim()}”.
          </li>
        )}
        {open &&
          results.map((result, index) => (
            <li
              key={`${result.slug}#${result.anchor ?? ''}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keeps focus in the field, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(result)}
            >
              <span className={styles.optionTitle}>
                <span>
                  <Highlighted text={result.title} terms={highlighted} />
                </span>
                {result.anchor !== null && <span className={styles.optionPage}>{result.pageTitle}</span>}
              </span>
              <span className={styles.optionSnippet}>
                <Highlighted text={result.snippet} terms={highlighted} />
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
