import type { ChangeEvent } from 'react';
import type { JobField, JobFormErrors, JobFormValues, ListRow } from './job-form';

export type StepProps = {
  values: JobFormValues;
  errors: JobFormErrors;
  onChange<K extends keyof JobFormValues>(field: K, value: JobFormValues[K]): void;
};

type TextName = { [K in JobField]: JobFormValues[K] extends string ? K : never }[JobField];
type ListName = { [K in JobField]: JobFormValues[K] extends ListRow[] ? K : never }[JobField];

/** The props of the step's text field (or select) `name`, to spread into its TextField; `helperText` shows while it has no error. */
export function textField(
  { values, errors, onChange }: StepProps,
  name: TextName,
  helperText?: string,
) {
  return {
    id: `job-${name}`,
    name,
    value: values[name],
    // A select offers only its options, so the value is one the field accepts.
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(name, e.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? helperText,
  };
}

/** The props of the step's list field `name`, to spread into its ListField. */
export function listField({ values, errors, onChange }: StepProps, name: ListName) {
  return {
    id: `job-${name}`,
    rows: values[name],
    onChange: (rows: ListRow[]) => onChange(name, rows),
    error: errors[name],
  };
}
