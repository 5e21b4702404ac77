import { act, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { makeObservable, observableRef, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { PermissionRequirement } from '../contract/permissions.ts';
import { ContainerProvider } from '../di/ContainerContext.tsx';
import { PermissionStore } from './PermissionStore.ts';
import { usePermission } from './usePermission.ts';

class GrantedKeys implements PermissionStore {
  granted = new Set<string>();

  constructor() {
    makeObservable(this, { granted: observableRef });
  }

  get subject() {
    return {
      permissions: {},
      developerAccess: false,
      copyConfiguration: false,
      isPartner: false,
      partnerManagement: false,
    };
  }

  can(requirement: PermissionRequirement): boolean {
    const keys = typeof requirement === 'string' ? [requirement] : requirement;
    return keys.some((key) => this.granted.has(key));
  }
}

function Probe({ requirement }: { requirement: PermissionRequirement }) {
  return <span>{usePermission(requirement) ? 'allowed' : 'denied'}</span>;
}

describe('usePermission', () => {
  it('answers from the PermissionStore and re-renders when the answer changes', () => {
    const permissions = new GrantedKeys();
    const container = new Container();
    container.bind<PermissionStore>(PermissionStore).toConstantValue(permissions);
    render(
      <ContainerProvider container={container}>
        <Probe requirement={['users:r', 'settings:r']} />
      </ContainerProvider>,
    );
    expect(screen.getByText('denied')).toBeTruthy();
    act(() => runInAction(() => (permissions.granted = new Set(['settings:r']))));
    expect(screen.getByText('allowed')).toBeTruthy();
    act(() => runInAction(() => (permissions.granted = new Set())));
    expect(screen.getByText('denied')).toBeTruthy();
  });
});
