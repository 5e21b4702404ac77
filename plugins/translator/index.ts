import { definePlugin } from '../../core/plugin/manifest.ts';
import { TranslatorIcon } from './icons.tsx';
import { NEW_TRANSLATION_PARAM, TRANSLATOR_PATH, TRANSLATOR_PERMISSIONS, translatorEditorHref } from './paths.ts';

/** Translator: XSLT 1.0 documents with a sample input and the output the server makes of it, live. */
export default definePlugin({
  id: 'translator',
  dependsOn: ['resourceKit'],
  helpPages: [{ slug: 'translator', order: 50, load: () => import('./help/translator.md?raw') }],
  routes: [
    {
      id: 'translator',
      path: TRANSLATOR_PATH,
      title: 'Translator',
      permission: TRANSLATOR_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/TranslatorPage.tsx'),
    },
  ],
  nav: [{ id: 'translator', section: 'translator', title: 'Translator', icon: TranslatorIcon, routeId: 'translator' }],
  referenceLinks: [{ kind: 'translation', href: ({ name }) => translatorEditorHref(name) }],
  commands: [
    {
      id: 'translator.create',
      title: 'Create translation',
      category: 'Translator',
      keywords: ['xslt', 'new translation', 'transform'],
      permission: TRANSLATOR_PERMISSIONS.create,
      run: ({ navigate }) =>
        navigate(`${TRANSLATOR_PATH}?${NEW_TRANSLATION_PARAM.name}=${NEW_TRANSLATION_PARAM.value}`),
    },
    {
      id: 'translator.open',
      title: 'Open translation…',
      category: 'Translator',
      keywords: ['xslt', 'transform', 'translator'],
      permission: TRANSLATOR_PERMISSIONS.read,
      page: {
        placeholder: 'Translation name',
        items: async (query, ctx) => (await import('./translationLookup.ts')).translationLookupItems(query, ctx),
      },
    },
  ],
});
