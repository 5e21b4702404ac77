import { sql } from 'kysely';
import type { XmlTranslations } from '../public/server/XmlTranslations.ts';
import { translatorDb } from './translatorTables.ts';
import { transformXml } from './xsltTransform.ts';

/** The tenant's enabled translations, run by name for other plugins (an inbound trigger's XML). */
export const xmlTranslator: XmlTranslations = {
  async translate(db, tenantId, name, input) {
    const found = await translatorDb(db)
      .selectFrom('translators')
      .select('xslt')
      .where('tenant_id', '=', tenantId)
      .where(sql<boolean>`lower(name) = lower(${name})`)
      .where('enabled', '=', true)
      .executeTakeFirst();
    if (!found) return { problem: `There is no enabled translation named ${name}.` };
    const result = await transformXml(found.xslt, input);
    if (result.output !== null) return { output: result.output };
    const first = result.problems[0];
    return {
      problem: first
        ? `The translation ${name} failed: ${first.part === 'input' ? 'the input' : 'the document'}, line ${first.line}: ${first.message}`
        : `The translation ${name} made no output.`,
    };
  },
};
