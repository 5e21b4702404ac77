/** A provisioning template's name in the map: its element's and its operation (`OLT-North/ADD`). */
export const provisioningTemplateName = (element: string, operation: string) => `${element}/${operation}`;

/** A provisioning template's name, split into its element's and its operation. */
export function templateNameParts(name: string): { networkElement: string; operation: string } {
  const at = name.lastIndexOf('/');
  return { networkElement: name.slice(0, at), operation: name.slice(at + 1) };
}
