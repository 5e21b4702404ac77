import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const PROJECT_ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..');

export interface ProjectCopy {
  root: string;
  /** Runs a command in the copy with the project's tools on the PATH; returns its exit status and output. */
  run(command: string, args: readonly string[]): { status: number; output: string };
  remove(): void;
}

/**
 * A copy of the project's tracked and new (not ignored) files in a temporary folder, sharing the
 * project's node_modules: what a fresh clone holds, to change and check without touching the project.
 */
export function copyProject(): ProjectCopy {
  const root = mkdtempSync(join(tmpdir(), 'sdp-copy-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    try {
      copyFileSync(join(PROJECT_ROOT, file), join(root, file));
    } catch {
      // A file deleted in the work tree but still in the index is not part of the project any more.
    }
  }
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return {
    root,
    run(command, args) {
      const result = spawnSync(command, args, {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${join(PROJECT_ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}` },
      });
      return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
