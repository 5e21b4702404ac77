import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observableRef } from 'mobx';
import type { FetchPageRequest, FetchPageResult } from '../../core/grid/gridTypes.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';
import { auditQuery } from './auditQuery.ts';
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

  /** One page of entries, filtered by the server. */
  async fetchPage({ cursor, limit, filters, search, signal }: FetchPageRequest): Promise<FetchPageResult<AuditEntry>> {
    const query = { ...auditQuery(filters, search), limit, ...(cursor ? { cursor } : {}) };
    const { data } = await this.http.call(listAuditEntries, query, { signal });
    return { items: data.items, nextCursor: data.nextCursor };
  }
}
