import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { isApiError } from '../../core/http/ApiError.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';
import type { CreateRoleRequest, Role, RoleList, UpdateRoleRequest } from './contract.ts';
import { createRoleCall, deleteRoleCall, listRolesCall, updateRoleCall } from './usersCalls.ts';

/** The tenant's roles, shared by both tabs of the Users screen and the "Open role …" palette page. */
export const RolesStore = Symbol.for('sdp.users.RolesStore');
export interface RolesStore {
  readonly roles: readonly Role[];
  readonly loading: boolean;
  /** The last load failure, or null. */
  readonly error: string | null;
  /** Loads the roles (again); resolves with them, or an empty list when the load failed. */
  load(): Promise<readonly Role[]>;
  create(request: CreateRoleRequest): Promise<Role>;
  update(request: UpdateRoleRequest): Promise<Role>;
  remove(role: Role): Promise<void>;
}

function byName(a: Role, b: Role): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
}

@injectable()
export class MobxRolesStore implements RolesStore {
  roles: readonly Role[] = [];
  loading = false;
  error: string | null = null;

  constructor(@inject(HttpClient) private readonly http: HttpClient) {
    makeObservable<MobxRolesStore, 'replace'>(this, {
      roles: observableRef,
      loading: observable,
      error: observable,
      replace: action,
    });
  }

  async load(): Promise<readonly Role[]> {
    runInAction(() => {
      this.loading = true;
      this.error = null;
    });
    try {
      const roles: Role[] = [];
      let cursor: string | null = null;
      do {
        const page: RoleList = (await this.http.call(listRolesCall, cursor ? { cursor } : {})).data;
        roles.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      runInAction(() => {
        this.roles = roles.sort(byName);
      });
      return this.roles;
    } catch (error) {
      runInAction(() => {
        this.error = isApiError(error) ? error.message : 'The roles could not be loaded.';
      });
      return [];
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  async create(request: CreateRoleRequest): Promise<Role> {
    const { data } = await this.http.call(createRoleCall, request);
    this.replace(data);
    return data;
  }

  async update(request: UpdateRoleRequest): Promise<Role> {
    const { data } = await this.http.call(updateRoleCall, request);
    this.replace(data);
    return data;
  }

  async remove(role: Role): Promise<void> {
    await this.http.call(deleteRoleCall, { roleId: role.roleId, version: role.version });
    runInAction(() => {
      this.roles = this.roles.filter((item) => item.roleId !== role.roleId);
    });
  }

  private replace(role: Role): void {
    this.roles = [...this.roles.filter((item) => item.roleId !== role.roleId), role].sort(byName);
  }
}
