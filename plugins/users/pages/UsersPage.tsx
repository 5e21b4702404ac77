import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { GRID_SHORTCUT_GROUP } from '../../../core/grid/gridKeybindings.ts';
import { TabList } from '../../../core/shell/controls/TabList.tsx';
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

  return (
    <div className={css.page}>
      <h1 className={css.heading}>Users</h1>
      <TabList
        label="Users and roles"
        idPrefix={id}
        tabs={TABS}
        selected={tab}
        onSelect={(next) => show(next as TabId)}
      />
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className={css.tabPanel}>
        {tab === 'users' ? <UsersTab /> : <RolesTab />}
      </div>
    </div>
  );
}

export default observer(UsersPage);
