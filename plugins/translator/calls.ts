import { defineCall } from '../../core/http/callDefinition.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';
import type { FormBody } from '../resourceKit/public/web/resourceFields.ts';
import { transformResultSchema, type TransformRequest, type TransformResult, type Translator } from './contract.ts';
import { TRANSLATOR_PATHS, TRANSLATOR_RESOURCE } from './paths.ts';

/** The resource kit's calls of the tenant's XSLT documents, from the descriptor's paths. */
export const translatorCalls = resourceCalls<Translator, FormBody, FormBody>(TRANSLATOR_RESOURCE);

/** The live preview: a document run over an input on the server. */
export const transformCall = defineCall<TransformRequest, TransformResult>({
  method: 'POST',
  path: TRANSLATOR_PATHS.transform,
  responseSchema: transformResultSchema,
  notifyErrors: false,
});
