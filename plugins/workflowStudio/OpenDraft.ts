import { injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';

/** What the palette (or a key) can ask of the open studio. */
export type DraftRequest = 'publish' | 'testRun';

/**
 * The workflow the studio shows, shared with the palette: while it is open, "Publish the open draft"
 * and "Run a test order" are commands, and running one asks the studio to open its panel (`requested`).
 */
export const OpenDraft = Symbol.for('sdp.workflowStudio.OpenDraft');
export interface OpenDraft {
  /** The open workflow's name, or null when no studio is open. */
  readonly workflowName: string | null;
  /** Whether the open draft can be changed (and so published) here. */
  readonly editable: boolean;
  readonly requested: DraftRequest | null;
  show(workflowName: string, editable: boolean): void;
  close(workflowName: string): void;
  request(request: DraftRequest): void;
  settle(): void;
}

@injectable()
export class MobxOpenDraft implements OpenDraft {
  workflowName: string | null = null;
  editable = false;
  requested: DraftRequest | null = null;

  constructor() {
    makeObservable(this, {
      workflowName: observable,
      editable: observable,
      requested: observable,
      show: action,
      close: action,
      request: action,
      settle: action,
    });
  }

  show(workflowName: string, editable: boolean): void {
    this.workflowName = workflowName;
    this.editable = editable;
  }

  close(workflowName: string): void {
    if (this.workflowName !== workflowName) return;
    this.workflowName = null;
    this.editable = false;
    this.requested = null;
  }

  request(request: DraftRequest): void {
    if (this.workflowName !== null && (request !== 'publish' || this.editable)) this.requested = request;
  }

  settle(): void {
    this.requested = null;
  }
}
