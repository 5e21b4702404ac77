import type { ReverseConfiguration } from './contract.ts';
import { parseSchedule, scheduleProblem, scheduleText } from './retrySchedule.ts';

/** The configuration form's values as typed. */
export interface ConfigurationValues {
  retentionDays: string;
  retrySchedule: string;
  disableAfterHours: string;
  rotationOverlapHours: string;
}

export const configurationValues = (configuration: ReverseConfiguration): ConfigurationValues => ({
  retentionDays: String(configuration.retentionDays),
  retrySchedule: scheduleText(configuration.retrySchedule),
  disableAfterHours: String(configuration.disableAfterHours),
  rotationOverlapHours: String(configuration.rotationOverlapHours),
});

const WHOLE = /^\d{1,6}$/;
const NUMBER_FIELDS = ['retentionDays', 'disableAfterHours', 'rotationOverlapHours'] as const;

/** What is wrong with the values before sending, by field (the server checks the bounds). */
export function configurationProblems(values: ConfigurationValues): Partial<Record<keyof ConfigurationValues, string>> {
  const problems: Partial<Record<keyof ConfigurationValues, string>> = {};
  for (const field of NUMBER_FIELDS) if (!WHOLE.test(values[field].trim())) problems[field] = 'Enter a whole number.';
  const schedule = scheduleProblem(values.retrySchedule);
  if (schedule) problems.retrySchedule = schedule;
  else if (values.retrySchedule.trim() === '') problems.retrySchedule = 'A schedule has at least one attempt.';
  return problems;
}

/** The body the values send, at a version. */
export function configurationBody(values: ConfigurationValues, version: number) {
  const parsed = parseSchedule(values.retrySchedule);
  return {
    retentionDays: Number(values.retentionDays),
    retrySchedule: 'delays' in parsed ? parsed.delays : [],
    disableAfterHours: Number(values.disableAfterHours),
    rotationOverlapHours: Number(values.rotationOverlapHours),
    version,
  };
}
