import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';

/** A document run through a translation: its output, or why it could not be made. */
export type TranslationResult = { output: string } | { problem: string };

export interface XmlTranslator {
  translate(db: Kysely<CoreDatabase>, tenantId: string, name: string, input: string): Promise<TranslationResult>;
}

/**
 * Where a plugin runs an XML document through the tenant's translation of a name (an inbound trigger):
 * the translator plugin provides it; without it, every translation fails saying so.
 */
export class XmlTranslations implements XmlTranslator {
  private provider: XmlTranslator | null = null;

  provide(provider: XmlTranslator): void {
    if (this.provider) throw new Error('An XML translator is provided already');
    this.provider = provider;
  }

  async translate(db: Kysely<CoreDatabase>, tenantId: string, name: string, input: string): Promise<TranslationResult> {
    if (!this.provider) return { problem: 'This server has no translator.' };
    return this.provider.translate(db, tenantId, name, input);
  }
}
