/**
 * What a form template must be beyond its schema, checked when it is saved and marked by the designer as
 * it is edited: keys used once, choices for choice fields, patterns that compile, bounds in order,
 * defaults the field accepts and conditions that are JSONata the engine may run.
 */
import { checkExpression } from '../../../../core/contract/expressionCheck.ts';
import { BOUNDED_TYPES, CHOICE_TYPES, PATTERN_TYPES, type FormDefinition, type FormField } from './formDefinition.ts';
import { fieldValueProblem, patternOf } from './formValues.ts';

/** A problem of the definition at its place: `sections.0.fields.2.pattern`. */
export interface FormDefinitionProblem {
  path: string;
  message: string;
}

function fieldProblems(field: FormField): { part: string; message: string }[] {
  const found: { part: string; message: string }[] = [];
  if (CHOICE_TYPES.has(field.type) && field.options.length === 0) {
    found.push({ part: 'options', message: `${field.label} needs at least one option.` });
  }
  const values = field.options.map((option) => option.value);
  const twice = values.find((value, index) => values.indexOf(value) !== index);
  if (twice !== undefined) found.push({ part: 'options', message: `The option ${twice} is there twice.` });
  if (field.pattern !== null && PATTERN_TYPES.has(field.type) && patternOf(field.pattern) === null) {
    found.push({ part: 'pattern', message: `The pattern of ${field.label} is not a regular expression.` });
  }
  if ((field.min !== null || field.max !== null) && !BOUNDED_TYPES.has(field.type)) {
    found.push({ part: 'min', message: `A ${field.type} field has no minimum or maximum.` });
  }
  if (field.min !== null && field.max !== null && field.min > field.max) {
    found.push({ part: 'max', message: `The maximum of ${field.label} is below its minimum.` });
  }
  if (field.defaultValue !== null) {
    const problem = fieldValueProblem({ ...field, required: false }, field.defaultValue);
    if (problem) found.push({ part: 'defaultValue', message: `The default of ${field.label}: ${problem}` });
  }
  if (field.visibleWhen !== null && field.visibleWhen.trim() !== '') {
    const problem = checkExpression(field.visibleWhen);
    if (problem) found.push({ part: 'visibleWhen', message: `The condition of ${field.label}: ${problem.message}` });
  }
  return found;
}

/** Every problem of the definition; empty when it may be saved. */
export function formDefinitionProblems(definition: FormDefinition): FormDefinitionProblem[] {
  const problems: FormDefinitionProblem[] = [];
  const seen = new Set<string>();
  definition.sections.forEach((section, sectionIndex) => {
    section.fields.forEach((field, fieldIndex) => {
      const at = `sections.${sectionIndex}.fields.${fieldIndex}`;
      if (seen.has(field.key)) problems.push({ path: `${at}.key`, message: `The key ${field.key} is used twice.` });
      seen.add(field.key);
      for (const { part, message } of fieldProblems(field)) problems.push({ path: `${at}.${part}`, message });
    });
  });
  return problems;
}
