import { observer } from 'mobx-react-lite';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { GRID_SHORTCUT_GROUP } from '../../../core/grid/gridKeybindings.ts';
import { useScreenShortcuts } from '../../../core/shell/help/useScreenShortcuts.ts';
import { RolesTab } from '../components/RolesTab.tsx';
import { UsersTab } from '../components/UsersTab.tsx';
import * as css from '../components/users.css.ts';
import { RolesStore } from '../RolesStore.ts';

const TABS = [
  { id: 'users', title: 'Users' },
  { id: 'roles', title: 'Roles' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** `/users`: the Users and Roles tabs; the tab is in the URL (`?tab=roles`). */
function UsersPage() {
  const roles = useService<RolesStore>(RolesStore);
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get('tab') === 'roles' ? 'roles' : 'users';
  const id = useId();
  useScreenShortcuts(GRID_SHORTCUT_GROUP);

  useEffect(() => {
    void roles.load();
  }, [roles]);

  // Leaving the Roles tab with an unsaved role asks first: the Roles tab guards every URL change.
  const show = (next: TabId) => {
    if (next !== tab) setParams(next === 'roles' ? { tab: 'roles' } : {});
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tab === 'users' ? 'roles' : 'users';
    show(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className={css.page}>
      <h1 className={css.heading}>Users</h1>
      <div className={css.tabList} role="tablist" aria-label="Users and roles">
        {TABS.map((item) => (
          <button
            key={item.id}
            id={`${id}-tab-${item.id}`}
            type="button"
            role="tab"
            className={css.tab}
            aria-selected={tab === item.id}
            aria-controls={`${id}-panel`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => show(item.id)}
            onKeyDown={onTabKey}
          >
            {item.title}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className={css.tabPanel}>
        {tab === 'users' ? <UsersTab /> : <RolesTab />}
      </div>
    </div>
  );
}

export default observer(UsersPage);
