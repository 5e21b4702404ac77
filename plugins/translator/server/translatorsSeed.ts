import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';
import { translatorDb } from './translatorTables.ts';

const CRM_ORDER_XSLT = `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="xml" indent="yes"/>

  <!-- A CRM's activation request, as the payload of a mobile-postpaid ADD order. -->
  <xsl:template match="/crmOrder">
    <order>
      <service>mobile-postpaid</service>
      <operation>ADD</operation>
      <externalId><xsl:value-of select="@id"/></externalId>
      <msisdn><xsl:value-of select="customer/phone"/></msisdn>
      <iccid><xsl:value-of select="sim/@iccid"/></iccid>
      <plan><xsl:value-of select="translate(product/@code, 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')"/></plan>
    </order>
  </xsl:template>
</xsl:stylesheet>
`;

const CRM_ORDER_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<crmOrder id="CRM-20431">
  <customer>
    <name>Alva Lindqvist</name>
    <phone>46700001111</phone>
  </customer>
  <sim iccid="8946000000000001111"/>
  <product code="unlimited-5g"/>
</crmOrder>
`;

const EXAMPLES = [
  {
    name: 'crm-order-to-sdp',
    description: 'A CRM activation request as the payload of a mobile-postpaid ADD order.',
    xslt: CRM_ORDER_XSLT,
    sampleInput: CRM_ORDER_SAMPLE,
  },
];

/** An example translation in every tenant of a demo start, with a sample its preview runs on. */
export async function seedTranslators(trx: Kysely<CoreDatabase>, { tenantIds, demo }: PluginSeedContext) {
  if (!demo) return;
  for (const tenantId of tenantIds) {
    for (const example of EXAMPLES) {
      await translatorDb(trx)
        .insertInto('translators')
        .values({
          tenant_id: tenantId,
          name: example.name,
          description: example.description,
          xslt: example.xslt,
          sample_input: example.sampleInput,
        })
        .execute();
    }
  }
}
