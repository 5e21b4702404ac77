import type { ResourceFormSpec } from '../../core/resource/ResourceForm.tsx';
import type { Translator } from './contract.ts';

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

/** The side panel's fields: a document is named and described there, and written in the editor. */
export const translatorForm: ResourceFormSpec<Translator> = {
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
  empty: { name: '', description: '' },
  valuesOf: (row) => ({ name: row.name, description: row.description }),
  bodyOf: (values) => ({
    name: String(values.name ?? '').trim(),
    description: String(values.description ?? '').trim(),
    xslt: STARTING_XSLT,
    sampleInput: STARTING_SAMPLE,
  }),
};
