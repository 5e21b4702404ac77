import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';
import type { FormBody } from '../resourceKit/public/web/resourceFields.ts';
import type { FormTemplate } from './contract.ts';
import { FORM_TEMPLATE_RESOURCE } from './paths.ts';

/** The resource kit's calls of the tenant's form templates, from the descriptor's paths. */
export const formTemplateCalls = resourceCalls<FormTemplate, FormBody, FormBody>(FORM_TEMPLATE_RESOURCE);
