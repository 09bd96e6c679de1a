import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@devjobs/web/toast';
import { useMutation } from '@apollo/client/react';
import { fieldErrors } from '@devjobs/web/graphql-errors';
import {
  FIELD_STEP,
  STEPS,
  firstStepWithError,
  isJobField,
  toJobInput,
  validateStep,
  type JobField,
  type JobFormErrors,
  type JobFormValues,
} from './job-form';
import { CreateJobDocument, UpdateJobDocument } from '../../graphql/generated/operations';

export type JobWizardProps = {
  mode: 'create' | 'edit';
  jobId?: string;
  initial: JobFormValues;
  onClose(): void;
  onSaved(mode: 'create' | 'edit'): void;
  /** Marks a save in progress: the dialog then ignores Escape. */
  setBusy(busy: boolean): void;
};

type FocusTarget = JobField | 'heading' | null;

/** The current step and the furthest step reached (the Stepper marks the ones before it done). */
function useWizardStep() {
  const [step, setStepState] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const setStep = (next: number) => {
    setStepState(next);
    setFurthest((f) => Math.max(f, next));
  };
  return { step, furthest, setStep };
}

/** After a step change or a failed check: focus the first field in error, or the new step's heading. */
function usePendingFocus() {
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<FocusTarget>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'heading') stepHeading.current?.focus();
    else
      (
        document.getElementById(`job-${target}`) ?? document.getElementById(`job-${target}-0`)
      )?.focus();
  });
  const focusNext = (target: FocusTarget) => {
    pendingFocus.current = target;
  };
  return { stepHeading, focusNext };
}

/** Creates or updates the job and confirms with a toast; a failed save throws. */
function useSaveJob({ mode, jobId }: Pick<JobWizardProps, 'mode' | 'jobId'>) {
  const [createJob] = useMutation(CreateJobDocument);
  const [updateJob] = useMutation(UpdateJobDocument);
  return async function saveJob(values: JobFormValues) {
    const input = toJobInput(values);
    if (mode === 'create') {
      await createJob({ variables: { input } });
      toast.success('Job created successfully!');
    } else {
      await updateJob({ variables: { id: jobId!, input } });
      toast.success('Job updated successfully!');
    }
  };
}

/** The wizard's state and moves: values, errors per field, the step, Next, Back and Save. */
export function useJobWizard({ mode, jobId, initial, onClose, onSaved, setBusy }: JobWizardProps) {
  const [values, setValues] = useState<JobFormValues>(initial);
  const [errors, setErrors] = useState<JobFormErrors>({});
  const { step, furthest, setStep } = useWizardStep();
  const [saving, setSaving] = useState(false);
  const saveJob = useSaveJob({ mode, jobId });
  const { stepHeading, focusNext } = usePendingFocus();
  const last = STEPS.length - 1;

  function change<K extends keyof JobFormValues>(field: K, value: JobFormValues[K]) {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  function goTo(next: number) {
    focusNext('heading');
    setStep(next);
  }

  function showErrors(found: JobFormErrors) {
    setErrors(found);
    const target = firstStepWithError(found);
    const firstField = (Object.keys(found) as JobField[]).find(
      (f) => found[f] && FIELD_STEP[f] === target,
    );
    if (target >= 0 && target !== step) {
      setStep(target);
    }
    focusNext(firstField ?? null);
  }

  function next() {
    const found = validateStep(step, values);
    if (Object.keys(found).length) {
      showErrors({ ...errors, ...found });
      return;
    }
    goTo(step + 1);
  }

  async function save() {
    const found = STEPS.reduce<JobFormErrors>(
      (all, _label, i) => ({ ...all, ...validateStep(i, values) }),
      {},
    );
    if (Object.keys(found).length) {
      showErrors(found);
      return;
    }
    setSaving(true);
    setBusy(true);
    try {
      await saveJob(values);
      setBusy(false);
      onSaved(mode);
      onClose();
    } catch (error) {
      setBusy(false);
      setSaving(false);
      const server = fieldErrors(error);
      const known: JobFormErrors = {};
      for (const [field, message] of Object.entries(server))
        if (isJobField(field)) known[field] = message;
      if (Object.keys(known).length) showErrors(known);
      else toast.error('Failed to save job. Please check the details.');
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (step < last) return next();
    void save();
  }

  const stepErrors = (i: number) =>
    (Object.keys(errors) as JobField[]).some((f) => errors[f] && FIELD_STEP[f] === i);

  return {
    values,
    errors,
    step,
    furthest,
    saving,
    stepHeading,
    change,
    goTo,
    handleSubmit,
    /** Saves from any step (editing): every step is checked, and the first with an error is shown. */
    saveNow: () => {
      if (!saving) void save();
    },
    stepErrors,
  };
}
