export function runSideBySide<Step extends { label: string; after?: string }>(
  steps: readonly Step[],
  lanes: number,
  run: (step: Step) => Promise<unknown>,
  stopped?: () => boolean,
): Promise<void>;
