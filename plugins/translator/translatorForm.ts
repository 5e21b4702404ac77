import { resourceFormSpec } from '../resourceKit/public/web/resourceFormSpec.ts';
import { createTranslatorSchema, translatorSchema } from './contract.ts';

/** A new document's start: a stylesheet that copies its input, to change in the editor. */
export const STARTING_XSLT = `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="xml" indent="yes"/>

  <xsl:template match="@*|node()">
    <xsl:copy>
      <xsl:apply-templates select="@*|node()"/>
    </xsl:copy>
  </xsl:template>
</xsl:stylesheet>
`;

export const STARTING_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<request>
  <msisdn>46700001234</msisdn>
</request>
`;

/**
 * The side panel's fields: a document is named and described there, and written in the editor, where a
 * new one starts from a stylesheet that copies its input.
 */
export const translatorForm = resourceFormSpec({
  record: translatorSchema,
  create: createTranslatorSchema,
  fields: [
    {
      name: 'name',
      label: 'Name',
      kind: 'text',
      required: true,
      maxLength: 80,
      readOnlyOnEdit: true,
      hint: 'Triggers and provisioning templates name it: letters, digits, _, . and -, fixed once created.',
    },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
  ],
  bodyOf: (body) => ({ ...body, xslt: STARTING_XSLT, sampleInput: STARTING_SAMPLE }),
});
