export const TEMPLATE_DIR: string;
export const USAGE: string;
export const DEFAULT_SECTION: string;

export class PluginGeneratorError extends Error {}

export interface GeneratorOptions {
  section?: string;
  permission?: string;
  path?: string;
  plural?: string;
}

export interface PluginNames {
  name: string;
  id: string;
  CONST: string;
  entity: string;
  Pascal: string;
  ids: string;
  Pascals: string;
  snakes: string;
  Title: string;
  title: string;
  Titles: string;
  titles: string;
}

export interface PluginSettings {
  names: PluginNames;
  section: string;
  /** The plugin folder whose section it is, or null for the spec's. */
  sectionOwner: string | null;
  path: string;
  area: string;
  ownArea: boolean;
  placeholders: Record<string, string>;
  conditions: Record<string, boolean>;
}

export interface GeneratedFile {
  path: string;
  text: string;
}

export interface PluginPlan extends PluginSettings {
  folder: string;
  files: GeneratedFile[];
  lists: GeneratedFile[];
}

export function parseArguments(args: readonly string[]): { name: string | undefined; options: GeneratorOptions };
export function pluralOf(word: string): string;
export function looksPlural(word: string): boolean;
export function singularOf(word: string): string;
export function pluginNames(name: string, options?: { plural?: string }): PluginNames;
export function knownSections(root: string): Map<string, string | null>;
export function catalogueAreas(root: string): { area: string; subAreas: string[] }[];
export function nameProblem(name: string | undefined, root: string): string | null;
export function sectionProblem(section: string, root: string): string | null;
export function permissionProblem(permission: string, root: string): string | null;
export function pathProblem(path: string): string | null;
export function pluralProblem(plural: string): string | null;
export function pluginSettings(root: string, name: string | undefined, options?: GeneratorOptions): PluginSettings;
export function applyConditions(text: string, conditions: Record<string, boolean>, file?: string): string;
export function addToPluginList(source: string, binding: string, from: string, listFile: string): string;
export function planPlugin(root: string, name: string | undefined, options?: GeneratorOptions): PluginPlan;
export function createPlugin(
  root: string,
  name: string | undefined,
  options?: GeneratorOptions,
): PluginPlan & { written: string[]; changed: string[] };
