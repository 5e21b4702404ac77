import { defineCall } from '../../core/http/callDefinition.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';
import type { FormBody } from '../resourceKit/public/web/resourceFields.ts';
import {
  transformationTestResultSchema,
  validationTestResultSchema,
  type DependencyRule,
  type SmsTemplate,
  type TransformationRule,
  type TransformationTestResult,
  type TranslationTable,
  type ValidationRule,
  type ValidationTestResult,
} from './contract.ts';
import { RULE_KIND_INFO, RULE_TEST_PATHS } from './paths.ts';

/** The resource kit's calls of each kind, from its descriptor's paths. */
export const ruleCalls = {
  validation: resourceCalls<ValidationRule, FormBody, FormBody>(RULE_KIND_INFO.validation.descriptor),
  dependency: resourceCalls<DependencyRule, FormBody, FormBody>(RULE_KIND_INFO.dependency.descriptor),
  transformation: resourceCalls<TransformationRule, FormBody, FormBody>(RULE_KIND_INFO.transformation.descriptor),
  translation: resourceCalls<TranslationTable, FormBody, FormBody>(RULE_KIND_INFO.translation.descriptor),
  sms: resourceCalls<SmsTemplate, FormBody, FormBody>(RULE_KIND_INFO.sms.descriptor),
};

export const validationTestCall = defineCall<
  { condition: string; payload: Record<string, unknown> },
  ValidationTestResult
>({
  method: 'POST',
  path: RULE_TEST_PATHS.validation,
  responseSchema: validationTestResultSchema,
  notifyErrors: false,
});

export const transformationTestCall = defineCall<
  { mappings: Record<string, string>; input: Record<string, unknown> },
  TransformationTestResult
>({
  method: 'POST',
  path: RULE_TEST_PATHS.transformation,
  responseSchema: transformationTestResultSchema,
  notifyErrors: false,
});
