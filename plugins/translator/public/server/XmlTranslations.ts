import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';

/** A document run through a translation: its output, or why it could not be made. */
export type TranslationResult = { output: string } | { problem: string };

/**
 * Runs an XML document through the tenant's translation (XSLT) of a name: an inbound trigger's payload, a
 * provisioning template's body.
 */
export interface XmlTranslations {
  translate(db: Kysely<CoreDatabase>, tenantId: string, name: string, input: string): Promise<TranslationResult>;
}

export const XmlTranslations = serverToken<XmlTranslations>('translator', 'XmlTranslations');
