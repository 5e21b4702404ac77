export const BUILD_SOURCES: readonly string[];
export const STAMP_FILE: string;
export const BUILD_OUTPUTS: readonly string[];
export function sourceStamp(root: string): Promise<string>;
export function writeStamp(root: string, stamp: string): Promise<void>;
export function buildIsCurrent(root: string): Promise<boolean>;
