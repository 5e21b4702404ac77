import { definePlugin } from '../../core/plugin/manifest.ts';
import { __Pascals__Icon } from './icons.tsx';
// #if ownArea
import { __CONST___AREAS, __CONST___PATH, __CONST___PERMISSIONS } from './paths.ts';
// #else
import { __CONST___PATH, __CONST___PERMISSIONS } from './paths.ts';
// #endif

/** __Titles__: a configuration screen of the tenant's __titles__. */
export default definePlugin({
  id: '__id__',
// #if sectionOwner
  // The sidebar section of its nav entry is __sectionOwner__'s; its screen is the resource kit's.
  dependsOn: ['__sectionOwner__', 'resourceKit'],
// #else
  dependsOn: ['resourceKit'],
// #endif
// #if ownArea
  permissionAreas: __CONST___AREAS,
// #endif
  routes: [
    {
      id: '__name__',
      path: __CONST___PATH,
      title: '__Titles__',
      permission: __CONST___PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/__Pascals__Page.tsx'),
    },
  ],
  nav: [{ id: '__name__', section: '__section__', title: '__Titles__', icon: __Pascals__Icon, routeId: '__name__' }],
  commands: [
    {
      id: '__id__.create',
      title: 'Create __title__',
      category: '__Titles__',
      keywords: ['new __title__', 'add __title__'],
      permission: __CONST___PERMISSIONS.create,
      run: ({ navigate }) => navigate(`${__CONST___PATH}?new=1`),
    },
  ],
});
