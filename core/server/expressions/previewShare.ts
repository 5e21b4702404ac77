import { ApiError } from '../http/errors.ts';

/** Who asks for a preview (a Try of a rule, a translation's live output). */
export interface PreviewOwner {
  tenantId: string;
  userId: string;
}

export interface PreviewLimits {
  /** Previews one user may have running at once. */
  perUser: number;
  /** Previews one tenant's users may have running at once. */
  perTenant: number;
  /** Expressions one preview may evaluate (the mappings of one Try). */
  perCall: number;
}

export const DEFAULT_PREVIEW_LIMITS: PreviewLimits = { perUser: 2, perTenant: 4, perCall: 20 };

const busy = (message: string) => new ApiError(429, `${message} Try again in a few seconds.`, { 'retry-after': '2' });

/**
 * Each tenant's and each user's bounded share of the server's evaluators for previews, so that one
 * user's (or one tenant's) runaway previews never starve another's, nor the orders the engine runs: a
 * preview beyond a share, or asking for more than a call may evaluate, is answered 429 naming the limit.
 */
export class PreviewShare {
  private readonly byUser = new Map<string, number>();
  private readonly byTenant = new Map<string, number>();

  constructor(private readonly limits: PreviewLimits = DEFAULT_PREVIEW_LIMITS) {}

  /** Runs one preview of `evaluations` expressions (or one transformation) within the owner's shares. */
  async run<T>(owner: PreviewOwner, evaluations: number, work: () => Promise<T>): Promise<T> {
    if (evaluations > this.limits.perCall) {
      throw busy(
        `One try may evaluate at most ${this.limits.perCall} expressions (the limit); this one has ${evaluations}.`,
      );
    }
    const user = `${owner.tenantId}/${owner.userId}`;
    if ((this.byUser.get(user) ?? 0) >= this.limits.perUser) {
      throw busy(`You have ${this.limits.perUser} previews running (the limit per user).`);
    }
    if ((this.byTenant.get(owner.tenantId) ?? 0) >= this.limits.perTenant) {
      throw busy(`Your organisation has ${this.limits.perTenant} previews running (the limit per tenant).`);
    }
    const change = (map: Map<string, number>, key: string, by: number) => {
      const next = (map.get(key) ?? 0) + by;
      if (next > 0) map.set(key, next);
      else map.delete(key);
    };
    change(this.byUser, user, 1);
    change(this.byTenant, owner.tenantId, 1);
    try {
      return await work();
    } finally {
      change(this.byUser, user, -1);
      change(this.byTenant, owner.tenantId, -1);
    }
  }
}
