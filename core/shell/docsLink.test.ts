import { describe, expect, it, vi } from 'vitest';
import { DOCS_SLUGS, docsSlugFor, docsUrl, isDocsSlug, openDocs } from './docsLink.ts';

const PUBLIC_PATHS = [
  '/login',
  '/openid-login',
  '/forgot-password',
  '/reset-password/:resetToken',
  '/change-password',
  '/version',
];

describe('docsSlugFor', () => {
  it.each([
    ['/', 'getting-started'],
    ['/dashboard', 'dashboard'],
    ['/monitor/order-listing/order', 'monitor'],
    ['/monitor/worklist/', 'monitor'],
    ['/studio/workflow', 'studio'],
    ['/configure/studio/service', 'studio'],
    ['/configure/workflow', 'studio'],
    ['/configure/service', 'studio'],
    ['/configure/services', 'configure'],
    ['/configure/workflows', 'configure'],
    ['/translator', 'translator'],
    ['/inventory/stock', 'inventory'],
    ['/reports', 'reports'],
    ['/settings', 'settings'],
    ['/reverse/events/details/source-workflow', 'reverse'],
    ['/users', 'users'],
    ['/transfer', 'transfer'],
    ['/dev/order', 'dev'],
    ['/change-password', 'account'],
    ['/reset-password/abc', 'account'],
    ['/version', 'account'],
    ['/docs', 'getting-started'],
    ['/somewhere/else', 'getting-started'],
    ['/usersettings', 'getting-started'],
  ])('%s → %s', (path, slug) => {
    expect(docsSlugFor(path, PUBLIC_PATHS)).toBe(slug);
  });

  it('only ever answers a known slug', () => {
    for (const path of ['/', '/a', '/monitor', '/configure/studio', '/x/y/z']) {
      expect(isDocsSlug(docsSlugFor(path))).toBe(true);
    }
    expect(DOCS_SLUGS).toHaveLength(15);
  });
});

describe('openDocs', () => {
  it('opens the docs window on the area of the path', () => {
    const open = vi.fn<typeof window.open>(() => null);
    openDocs('/inventory/stock', PUBLIC_PATHS, open);
    expect(open).toHaveBeenCalledWith('/sdp/docs?url=inventory', 'sdp-docs');
    expect(docsUrl('keyboard')).toBe('/sdp/docs?url=keyboard');
  });
});
