import type { JobFormErrors, JobFormValues } from './job-form';

export type StepProps = {
  values: JobFormValues;
  errors: JobFormErrors;
  onChange<K extends keyof JobFormValues>(field: K, value: JobFormValues[K]): void;
};
