/** Whether an address is one the tenant allows: listed itself, or at a listed domain (both halves, zod-free). */
export function isAllowedAddress(address: string, allowed: readonly string[]): boolean {
  const lower = address.trim().toLowerCase();
  const domain = lower.slice(lower.lastIndexOf('@') + 1);
  return allowed.includes(lower) || allowed.includes(domain);
}
