import { describe, expect, it } from 'vitest';
// @ts-expect-error A plain Node script without types.
import { firstPageProblems, LOGIN_ROUTE_LIMIT_KB } from '../../scripts/firstPage.mjs';

/** A build's manifest and source maps as the check reads them: an entry, a shared chunk, a lazy page. */
function build(entrySources: string[]) {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['page'] },
    '_shared.js': { file: 'assets/shared.js' },
    page: { file: 'assets/page.js', src: 'plugins/users/pages/UsersPage.tsx', isDynamicEntry: true },
  };
  const sources: Record<string, string[]> = {
    'assets/index.js': entrySources,
    'assets/shared.js': ['../../core/http/HttpClient.ts'],
    'assets/page.js': ['../../plugins/users/pages/UsersPage.tsx', '../../node_modules/zod/v4/core/core.js'],
  };
  return firstPageProblems(manifest, (file: string) => sources[file] ?? []);
}

describe('the first-page check over the build', () => {
  it('passes when zod and plugin screens load only with lazy routes', () => {
    expect(build(['../../core/web/main.tsx', '../../node_modules/react-dom/index.js'])).toEqual([]);
  });

  it('fails naming zod and the chain when the entry pulls it in', () => {
    expect(build(['../../core/web/main.tsx', '../../node_modules/zod/v4/classic/schemas.js'])).toEqual([
      expect.stringMatching(/^zod \(node_modules\/zod\/v4\/classic\/schemas\.js\) is on the first page.*index\.html$/),
    ]);
  });

  it("fails when a plugin's screen is imported statically", () => {
    expect(build(['../../plugins/settings/pages/SettingsPage.tsx'])).toEqual([
      expect.stringContaining('plugin screens (plugins/settings/pages/SettingsPage.tsx) is on the first page'),
    ]);
  });

  it('fails when the main layout is imported statically', () => {
    expect(build(['../../core/workspace/RouteScreen.tsx', '../../core/shell/layout/MainLayout.tsx'])).toEqual([
      expect.stringContaining('the main layout (core/shell/layout/MainLayout.tsx) is on the first page'),
    ]);
  });

  it('fails when the login route loads more than 110 kB of JavaScript, and not at the limit', () => {
    expect(LOGIN_ROUTE_LIMIT_KB).toBe(110);
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['page'] },
      '_react.js': { file: 'assets/react.js' },
      page: { file: 'assets/page.js', src: 'plugins/users/pages/UsersPage.tsx', isDynamicEntry: true },
    };
    const sizes = (entry: number) => (file: string) =>
      ({ 'assets/index.js': entry, 'assets/react.js': 60 * 1024, 'assets/page.js': 500 * 1024 })[file] ?? 0;
    expect(firstPageProblems(manifest, () => [], sizes(50 * 1024))).toEqual([]);
    expect(firstPageProblems(manifest, () => [], sizes(50 * 1024 + 1))).toEqual([
      expect.stringMatching(
        /^the login route loads 110\.0 kB of JavaScript.*over the 110 kB limit: assets\/index\.js, assets\/react\.js$/,
      ),
    ]);
  });
});
