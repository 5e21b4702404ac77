import { autorun, isComputedProp, makeObservable, observable, runInAction } from 'mobx';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../contract/auth.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import { createSessionHarness, makeUser, resetBrowserState } from '../../tests/support/sessionDoubles.ts';
import { SessionPermissionStore } from './PermissionStore.ts';

/** The three session fields the permission store reads, observable like the real store's. */
class SessionView {
  user: UserInfo | null = null;
  isPartner = false;
  partnerManagement = false;

  constructor() {
    makeObservable(this, { user: observable, isPartner: observable, partnerManagement: observable });
  }
}

function storeOver(view: SessionView): SessionPermissionStore {
  return new SessionPermissionStore(view as unknown as SessionStore);
}

function signIn(view: SessionView, user: UserInfo): void {
  runInAction(() => {
    view.user = user;
    view.isPartner = user.isPartner;
    view.partnerManagement = user.partnerManagement;
  });
}

describe('PermissionStore', () => {
  let view: SessionView;
  let permissions: SessionPermissionStore;

  beforeEach(() => {
    view = new SessionView();
    permissions = storeOver(view);
  });

  it('grants nothing but ignoreAndReturnTrue while signed out', () => {
    expect(permissions.can('dashboard:r')).toBe(false);
    expect(permissions.can('devAccess')).toBe(false);
    expect(permissions.can('ignoreAndReturnTrue')).toBe(true);
  });

  it('reads the four flags of the user permission tree', () => {
    signIn(view, makeUser({ permissions: { dashboard: '0100', monitor: { orders: '1101', worklist: '0000' } } }));
    expect(permissions.can('dashboard:r')).toBe(true);
    expect(permissions.can('dashboard:c')).toBe(false);
    expect(permissions.can('monitor:orders:d')).toBe(true);
    expect(permissions.can('monitor:orders:u')).toBe(false);
    expect(permissions.can('monitor:worklist:r')).toBe(false);
    expect(permissions.can('users:r')).toBe(false);
  });

  it('passes an array when any one key passes', () => {
    signIn(view, makeUser({ permissions: { rules: { 'sms templates': '0100' } } }));
    expect(permissions.can(['rules:dependency rules:r', 'rules:sms templates:r'])).toBe(true);
    expect(permissions.can(['rules:dependency rules:r', 'rules:validation rules:r'])).toBe(false);
  });

  it('maps devAccess and transfer to the user flags', () => {
    signIn(view, makeUser({ developerAccess: true, copyConfiguration: false }));
    expect(permissions.can('devAccess')).toBe(true);
    expect(permissions.can('transfer')).toBe(false);
    signIn(view, makeUser({ developerAccess: false, copyConfiguration: true }));
    expect(permissions.can('devAccess')).toBe(false);
    expect(permissions.can('transfer')).toBe(true);
  });

  it('takes restricted areas outside monitor from partner users while partner management is off', () => {
    const tree = {
      workflow: '1111',
      translator: '1111',
      monitor: { orders: '0100', workflows: '0100' },
      dashboard: '0100',
      inventory: { configuration: '0100' },
    };
    signIn(view, makeUser({ permissions: tree, isPartner: true, partnerManagement: false }));
    expect(permissions.can('workflow:r')).toBe(false);
    expect(permissions.can('translator:r')).toBe(false);
    expect(permissions.can('inventory:configuration:r')).toBe(false);
    expect(permissions.can('monitor:workflows:r')).toBe(true);
    expect(permissions.can('monitor:orders:r')).toBe(true);
    expect(permissions.can('dashboard:r')).toBe(true);

    runInAction(() => {
      view.partnerManagement = true;
    });
    expect(permissions.can('workflow:r')).toBe(true);

    signIn(view, makeUser({ permissions: tree, isPartner: false, partnerManagement: false }));
    expect(permissions.can('workflow:r')).toBe(true);
  });

  it('exposes a computed subject that follows the session', () => {
    const seen: boolean[] = [];
    const dispose = autorun(() => seen.push(permissions.can('users:r')));
    signIn(view, makeUser({ permissions: { users: '0100' } }));
    runInAction(() => {
      view.user = null;
    });
    dispose();
    expect(seen).toEqual([false, true, false]);
    expect(isComputedProp(permissions, 'subject')).toBe(true);
    expect(permissions.subject.permissions).toEqual({});
  });

  it('follows the real session store through login, the partner flags and 401', async () => {
    resetBrowserState();
    const { api, store, tokens } = createSessionHarness();
    const real = new SessionPermissionStore(store);
    api.user = makeUser({ permissions: { workflow: '0100' }, isPartner: true, partnerManagement: false });
    await store.login({ username: 'alice', password: 'secret' });
    expect(real.subject.isPartner).toBe(true);
    expect(real.can('workflow:r')).toBe(false);
    await store.setItem('partnerManagement', true);
    expect(real.can('workflow:r')).toBe(true);
    tokens.handleUnauthorized();
    expect(real.can('workflow:r')).toBe(false);
  });
});
