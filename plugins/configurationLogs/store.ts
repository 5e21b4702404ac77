import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observableRef } from 'mobx';
import type { FetchPageRequest, FetchPageResult } from '../../core/grid/gridTypes.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';
import { matchesPlan, planAuditQuery } from './auditQuery.ts';
import { getAuditFilters, listAuditEntries } from './calls.ts';
import type { AuditEntry, AuditFilters } from './contract.ts';

/** The Configuration Logs screen's data: pages of the audit log and the filter choices. */
export const ConfigurationLogsStore = Symbol.for('sdp.ConfigurationLogsStore');
export interface ConfigurationLogsStore {
  /** The entities and actions the tenant's log holds; empty lists until loaded. */
  readonly filterChoices: AuditFilters;
  loadFilterChoices(): Promise<void>;
  fetchPage(request: FetchPageRequest): Promise<FetchPageResult<AuditEntry>>;
}

const NO_CHOICES: AuditFilters = { entities: [], actions: [] };

@injectable()
export class HttpConfigurationLogsStore implements ConfigurationLogsStore {
  filterChoices: AuditFilters = NO_CHOICES;

  constructor(@inject(HttpClient) private readonly http: HttpClient) {
    makeObservable<HttpConfigurationLogsStore, 'setChoices'>(this, {
      filterChoices: observableRef,
      setChoices: actionBound,
    });
  }

  async loadFilterChoices(): Promise<void> {
    const { data } = await this.http.call(getAuditFilters, undefined, { notifyErrors: false });
    this.setChoices(data);
  }

  private setChoices(choices: AuditFilters): void {
    this.filterChoices = choices;
  }

  /**
   * One page of entries. The server filters by one entity and one action; with several chosen it
   * reads on and keeps the matching entries until the page is full or the log ends.
   */
  async fetchPage({ cursor, limit, filters, search, signal }: FetchPageRequest): Promise<FetchPageResult<AuditEntry>> {
    const plan = planAuditQuery(filters, search);
    const items: AuditEntry[] = [];
    let next = cursor;
    do {
      const { data } = await this.http.call(
        listAuditEntries,
        { ...plan.query, limit, ...(next ? { cursor: next } : {}) },
        { signal },
      );
      items.push(...data.items.filter((entry) => matchesPlan(plan, entry)));
      next = data.nextCursor;
    } while (next !== null && items.length < limit);
    return { items, nextCursor: next };
  }
}
