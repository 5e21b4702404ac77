import { useId } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { useTypeahead } from '../../../core/shell/form/useTypeahead.ts';
import { transferCalls } from '../calls.ts';
import type { CopyableItem } from '../contract.ts';
import { itemKeyOf, type NamedItem } from '../model/copyDraft.ts';
import * as css from './transfer.css.ts';

interface ItemSearchProps {
  chosen: readonly NamedItem[];
  onAdd(item: NamedItem): void;
}

/**
 * Single items by name, as you type: this tenant's items of every kind that copies. ↑/↓ move through
 * what was found, Enter adds it, Esc closes the list.
 */
export function ItemSearch({ chosen, onAdd }: ItemSearchProps) {
  const http = useService<HttpClient>(HttpClient);
  const id = useId();
  const taken = new Set(chosen.map(itemKeyOf));
  const { offered, active, listOpen, problem, add, input } = useTypeahead<CopyableItem>({
    search: async (q, signal) => (await http.call(transferCalls.items, { q }, { signal })).data,
    taken: (item) => taken.has(itemKeyOf(item)),
    onAdd,
  });
  return (
    <div className={css.combo}>
      <input
        id={`${id}-input`}
        className={css.wideField}
        role="combobox"
        aria-label="Add an item by name"
        aria-expanded={listOpen}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={listOpen && offered[active] ? `${id}-option-${active}` : undefined}
        placeholder="Type a name: a service, workflow, form…"
        autoComplete="off"
        {...input}
      />
      {listOpen ? (
        <ul id={`${id}-list`} role="listbox" aria-label="Items found" className={css.options}>
          {offered.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled className={css.option}>
              <span className={css.muted}>{problem ?? 'No item of this tenant has such a name.'}</span>
            </li>
          ) : (
            offered.map((item, index) => (
              <li
                key={itemKeyOf(item)}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={css.option}
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(item);
                }}
              >
                <span>{item.name}</span>
                <span className={css.muted}>{item.title}</span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
