import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { expectStatus, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import type { ApiResponse } from '../../../../tests/server/support/testServer.ts';
import type { ValidationFailureData } from '../../../../core/contract/failures.ts';
import { TRANSFER_PATHS, type Bundle, type CopyPlan } from '../../contract.ts';
import { canonical } from '../canonicalJson.ts';

type Item = Bundle['items'][number];

/** The bundle with its hash made again, as anyone editing one by hand can. */
export function rehashed(bundle: Bundle): Bundle {
  return { ...bundle, hash: createHash('sha256').update(canonical(bundle.items)).digest('hex') };
}

/** The bundle with the first item of the kind (and name, when given) changed by `edit`, rehashed. */
export function forged(
  bundle: Bundle,
  where: { kind: string; name?: string },
  edit: (item: Item) => Item,
): { bundle: Bundle; index: number } {
  const index = bundle.items.findIndex(
    (item) => item.kind === where.kind && (where.name === undefined || item.name === where.name),
  );
  if (index < 0) throw new Error(`The bundle has no ${where.kind} ${where.name ?? ''}`);
  const items = bundle.items.map((item, at) => (at === index ? edit(item) : item));
  return { bundle: rehashed({ ...bundle, items }), index };
}

export async function exportBundle(as: Caller, body: Record<string, unknown>): Promise<Bundle> {
  return expectStatus(await as.post<Bundle>(TRANSFER_PATHS.bundleExport, body), 200).body.data;
}

/** Every item overwritten where the target has it with other values. */
export const overwriteEvery = (bundle: Bundle) =>
  bundle.items.map((item) => ({ kind: item.kind, name: item.name, action: 'overwrite' as const }));

export function importBundle(as: Caller, bundle: Bundle, apply = false) {
  return as.post<CopyPlan>(TRANSFER_PATHS.bundleImport, {
    bundle,
    apply,
    resolutions: apply ? overwriteEvery(bundle) : [],
  });
}

/** The 400's field errors, expecting one on the path. */
export function fieldErrorsOf(response: ApiResponse<unknown>, path: string) {
  expectStatus(response, 400);
  const errors = (response.body.data as ValidationFailureData | null)?.fieldErrors ?? [];
  expect(
    errors.map((error) => error.path),
    response.body.errorDescription,
  ).toContain(path);
  return errors;
}
