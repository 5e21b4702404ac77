import { injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';

/**
 * The partner account the console narrows its requests to (the partner bar's choice): the HTTP client
 * sends it as the account-scope header, and listings reload when it changes. Null: no narrowing beyond
 * what the user may see.
 */
export const RequestAccountScope = Symbol.for('sdp.RequestAccountScope');
export interface RequestAccountScope {
  readonly accountId: string | null;
  set(accountId: string | null): void;
}

@injectable()
export class ObservableRequestAccountScope implements RequestAccountScope {
  accountId: string | null = null;

  constructor() {
    makeObservable(this, { accountId: observable, set: action });
  }

  set(accountId: string | null): void {
    this.accountId = accountId;
  }
}
