import {
  BODY_FORMATS,
  createProvisioningTemplateSchema,
  DEFAULT_SUCCESS_CONDITION,
  HTTP_METHODS,
  provisioningTemplateSchema,
  type ProvisioningTemplate,
} from '../engine/public/contract/provisioningTemplate.ts';
import { codeOptions } from '../resourceKit/public/web/resourceColumns.tsx';
import type { FormValues } from '../resourceKit/public/web/resourceFields.ts';
import { resourceFormSpec, type ResourceFormSpec } from '../resourceKit/public/web/resourceFormSpec.ts';

export interface ElementChoice {
  networkElementId: string;
  name: string;
}

const hasBody = (values: FormValues) => values.bodyFormat !== 'NONE';
const hasXmlBody = (values: FormValues) => values.bodyFormat === 'XML';

/**
 * The provisioning template form, choosing among the tenant's elements; a new template starts on
 * `networkElementId` when the screen is about one element.
 */
export function provisioningTemplateForm(
  elements: readonly ElementChoice[],
  networkElementId: string | null,
): ResourceFormSpec<ProvisioningTemplate> {
  return resourceFormSpec({
    record: provisioningTemplateSchema,
    create: createProvisioningTemplateSchema,
    fields: [
      {
        name: 'networkElementId',
        label: 'Network element',
        kind: 'select',
        readOnlyOnEdit: true,
        options: [
          { value: '', label: 'Choose a network element' },
          ...elements.map((element) => ({ value: element.networkElementId, label: element.name })),
        ],
      },
      {
        name: 'operation',
        label: 'Operation',
        kind: 'text',
        required: true,
        maxLength: 40,
        hint: 'Upper case, as task templates name it: ADD, MODIFY, QUALIFY.',
      },
      { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
      { name: 'method', label: 'Method', kind: 'select', options: codeOptions(HTTP_METHODS) },
      {
        name: 'path',
        label: 'Path',
        kind: 'text',
        required: true,
        maxLength: 2000,
        placeholder: '/subscribers/{{ msisdn }}',
        hint: 'Under the element’s base URL; {{ expression }} placeholders read the task’s input.',
      },
      {
        name: 'headers',
        label: 'Headers',
        kind: 'json',
        hint: 'Name → value, placeholders allowed: { "X-Channel": "SDP" }',
      },
      { name: 'bodyFormat', label: 'Body', kind: 'select', options: codeOptions(BODY_FORMATS) },
      {
        name: 'body',
        label: 'Body template',
        kind: 'textarea',
        code: true,
        empty: 'null',
        hint: 'JSON: one JSONata expression building the document, {"msisdn": msisdn}. XML: text with {{ }} placeholders.',
        visibleWhen: hasBody,
      },
      {
        name: 'translation',
        label: 'Translation',
        kind: 'reference',
        refersTo: 'translation',
        empty: 'null',
        maxLength: 120,
        hint: 'A translation of the Translator (XSLT), by name: the rendered XML goes through it before it is sent. Empty: sent as rendered.',
        visibleWhen: hasXmlBody,
      },
      {
        name: 'responseMapping',
        label: 'Response mapping',
        kind: 'text',
        empty: 'null',
        placeholder: 'body.subscriberId',
        hint: 'JSONata over { status, headers, body }: the task’s output.',
      },
      {
        name: 'successCondition',
        label: 'Success condition',
        kind: 'text',
        empty: 'null',
        placeholder: DEFAULT_SUCCESS_CONDITION,
        hint: `JSONata over { status, headers, body }; empty means ${DEFAULT_SUCCESS_CONDITION}.`,
      },
      { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
    ],
    defaults: { networkElementId: networkElementId ?? '', path: '/' },
  });
}
