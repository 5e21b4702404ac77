import { observer } from 'mobx-react-lite';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import type { OpenOrder } from '../OpenOrder.ts';
import { ORDER_ACTION_KINDS, ORDER_ACTION_WORDING } from '../orderActionKinds.ts';
import * as css from './orderActionBar.css.ts';

/** Shows a key as the help does: `shift+p` → "Shift P". */
const keyLabel = (key: string) =>
  key
    .split('+')
    .map((part) => (part.length === 1 ? part.toUpperCase() : part.charAt(0).toUpperCase() + part.slice(1)))
    .join(' ');

/** The actions the open order's state allows, each with its key; a click opens the same dialog the key does. */
export const OrderActionBar = observer(function OrderActionBar({ open }: { open: OpenOrder }) {
  const allowed = ORDER_ACTION_KINDS.filter((kind) => open.allows(kind));
  if (allowed.length === 0) return null;
  return (
    <div className={css.bar} role="toolbar" aria-label="Order actions">
      {allowed.map((kind) => {
        const wording = ORDER_ACTION_WORDING[kind];
        return (
          <button
            key={kind}
            type="button"
            className={wording.danger ? button.danger : button.secondary}
            onClick={() => open.request(kind)}
            aria-keyshortcuts={keyLabel(wording.key).replace(' ', '+')}
          >
            {wording.title}
            <kbd className={css.key}>{keyLabel(wording.key)}</kbd>
          </button>
        );
      })}
    </div>
  );
});
