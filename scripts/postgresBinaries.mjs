// Locates the PostgreSQL server binaries. Shared by scripts/test.mjs (to decide whether the PostgreSQL
// pass runs) and tests/support/postgres.ts (to start the server), so both agree on what "available" means.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, readdirSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

const REQUIRED = ['initdb', 'postgres'];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasRequiredBinaries(dir) {
  return REQUIRED.every((name) => isExecutable(join(dir, name)));
}

function debianBinDirs() {
  const root = '/usr/lib/postgresql';
  let versions;
  try {
    versions = readdirSync(root);
  } catch {
    return [];
  }
  return versions
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'));
}

function pathBinDir() {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && hasRequiredBinaries(dir)) {
      // /usr/local/bin may hold symlinks: use the real directory so sibling tools match the server.
      return dirname(realpathSync(join(dir, 'postgres')));
    }
  }
  return null;
}

/** The uid/gid to run PostgreSQL as when this process is root (PostgreSQL refuses to run as root). */
export function postgresServiceAccount() {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

export function runningAsRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** @returns {{ binDir: string } | { missing: string }} */
export function findPostgresBinaries() {
  if (runningAsRoot() && !postgresServiceAccount()) {
    return { missing: 'running as root and there is no "postgres" system user to run the server as' };
  }
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) {
    return hasRequiredBinaries(fromEnv)
      ? { binDir: fromEnv }
      : { missing: `PG_BIN=${fromEnv} does not contain ${REQUIRED.join(' and ')}` };
  }
  const debian = debianBinDirs().find(hasRequiredBinaries);
  if (debian) return { binDir: debian };
  const onPath = pathBinDir();
  if (onPath) return { binDir: onPath };
  return {
    missing: `no ${REQUIRED.join('/')} found in PG_BIN, /usr/lib/postgresql/*/bin or PATH (Debian: apt-get install postgresql)`,
  };
}
