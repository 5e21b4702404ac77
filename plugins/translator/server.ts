import { provide } from '../../core/server/pluginServices.ts';
import { translationReferences } from './server/translatorReferences.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { XmlTranslations } from './public/server/XmlTranslations.ts';
import { TRANSLATOR_MIGRATIONS } from './server/translatorTables.ts';
import { translatorsResource } from './server/translatorsResource.ts';
import { seedTranslators } from './server/translatorsSeed.ts';
import { xmlTranslator } from './server/xmlTranslator.ts';

/** The server half of the translator: XSLT documents, their preview, and an example in demo tenants. */
export default defineServerPlugin({
  id: 'translator',
  dependsOn: ['resourceKit'],
  migrations: TRANSLATOR_MIGRATIONS,
  provides: () => [provide(XmlTranslations, xmlTranslator)],
  references: (services) => [translationReferences(services)],
  routes: (services) => translatorsResource(services),
  seed: seedTranslators,
});
