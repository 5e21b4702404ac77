export function findPostgresBinaries(): { binDir: string } | { missing: string };
export function postgresServiceAccount(): { uid: number; gid: number } | null;
export function runningAsRoot(): boolean;
