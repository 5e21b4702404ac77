import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import * as form from '../../../core/shell/form/form.css.ts';
import { useTypeahead } from '../../../core/shell/form/useTypeahead.ts';
import * as pickerCss from '../../resourceKit/public/web/referencePicker.css.ts';
import { recipientUsersCall } from '../calls.ts';
import type { RecipientUser } from '../contract.ts';

interface RecipientSearchProps {
  /** The input's id: the field's label names it. */
  id: string;
  /** The user ids already chosen: not offered again. */
  chosen: ReadonlySet<string>;
  onAdd(user: RecipientUser): void;
}

/**
 * Finds the users of the tenant the caller may mail a report to by name, username or address, as typed.
 * A WAI-ARIA combobox: ↓/↑ move through the users found, Enter adds one, Esc closes the list.
 */
export function RecipientSearch({ id, chosen, onAdd }: RecipientSearchProps) {
  const http = useService<HttpClient>(HttpClient);
  const { offered, active, listOpen, problem, add, input } = useTypeahead<RecipientUser>({
    search: async (q, signal) => (await http.call(recipientUsersCall, { q }, { signal })).data,
    taken: (user) => chosen.has(user.userId),
    onAdd,
  });

  return (
    <div className={pickerCss.picker}>
      <input
        id={id}
        className={form.input}
        role="combobox"
        aria-expanded={listOpen}
        aria-controls={`${id}-users`}
        aria-autocomplete="list"
        aria-activedescendant={listOpen && offered[active] ? `${id}-user-${active}` : undefined}
        placeholder="Type a name or an address"
        autoComplete="off"
        {...input}
      />
      {listOpen ? (
        <ul id={`${id}-users`} role="listbox" aria-label="Users found" className={pickerCss.options}>
          {offered.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled className={pickerCss.empty}>
              {problem ?? 'No user you may mail has such a name.'}
            </li>
          ) : (
            offered.map((user, index) => (
              <li
                key={user.userId}
                id={`${id}-user-${index}`}
                role="option"
                aria-selected={index === active}
                className={pickerCss.option}
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(user);
                }}
              >
                <span>{user.name}</span>
                <span>{user.email}</span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
