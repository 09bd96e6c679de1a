import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@devjobs/web/toast';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { fieldErrors } from '@devjobs/web/graphql-errors';
import { ErrorState } from '@devjobs/web/ErrorState';
import { CoreDetailsStep } from './CoreDetailsStep';
import { DescriptionStep } from './DescriptionStep';
import { LogisticsStep } from './LogisticsStep';
import {
  FIELD_STEP,
  STEPS,
  emptyJobForm,
  firstStepWithError,
  isJobField,
  jobFormFromJob,
  toJobInput,
  validateStep,
  type JobField,
  type JobFormErrors,
  type JobFormValues,
} from './job-form';
import {
  CreateJobDocument,
  JobEditorDocument,
  UpdateJobDocument,
} from '../../graphql/generated/operations';

export type JobEditorTarget = { mode: 'create' } | { mode: 'edit'; slug: string };

type Props = {
  open: boolean;
  target: JobEditorTarget;
  onClose(): void;
  /** Called after a successful save (the dialog closes itself). */
  onSaved(mode: JobEditorTarget['mode']): void;
};

const TITLE_ID = 'job-editor-title';

/** The job editor: a dialog holding the 3-step wizard; when editing it loads the job first. */
export function JobEditorDialog({ open, target, onClose, onSaved }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const busy = useRef(false);
  const setBusy = (value: boolean) => {
    busy.current = value;
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' || busy.current) return; // never lose typed work to a stray click
        onClose();
      }}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={TITLE_ID}
      // A steady height: the dialog does not jump as the steps change length.
      slotProps={{ paper: { sx: { height: { sm: 'min(760px, calc(100% - 64px))' } } } }}
    >
      <DialogTitle id={TITLE_ID}>{target.mode === 'create' ? 'New Job' : 'Edit Job'}</DialogTitle>
      {target.mode === 'create' ? (
        <JobWizard
          mode="create"
          initial={emptyJobForm()}
          onClose={onClose}
          onSaved={onSaved}
          setBusy={setBusy}
        />
      ) : (
        <EditLoader slug={target.slug} onClose={onClose} onSaved={onSaved} setBusy={setBusy} />
      )}
    </Dialog>
  );
}

function EditLoader({
  slug,
  onClose,
  onSaved,
  setBusy,
}: {
  slug: string;
  onClose(): void;
  onSaved: Props['onSaved'];
  setBusy(busy: boolean): void;
}) {
  const { data, loading, error, refetch } = useQuery(JobEditorDocument, {
    variables: { slug },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) {
    return (
      <DialogBody onClose={onClose}>
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">Loading job…</Typography>
        </Stack>
      </DialogBody>
    );
  }
  if (error) {
    return (
      <DialogBody onClose={onClose}>
        <ErrorState inline title="Failed to fetch job details." onRetry={() => void refetch()} />
      </DialogBody>
    );
  }
  if (!data?.job) {
    return (
      <DialogBody onClose={onClose}>
        <Typography>This job no longer exists. It may have been deleted.</Typography>
      </DialogBody>
    );
  }
  return (
    <JobWizard
      key={data.job.id}
      mode="edit"
      jobId={data.job.id}
      initial={jobFormFromJob(data.job)}
      onClose={onClose}
      onSaved={onSaved}
      setBusy={setBusy}
    />
  );
}

function DialogBody({ children, onClose }: { children: React.ReactNode; onClose(): void }) {
  return (
    <>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </>
  );
}

type WizardProps = {
  mode: 'create' | 'edit';
  jobId?: string;
  initial: JobFormValues;
  onClose(): void;
  onSaved: Props['onSaved'];
  /** Marks a save in progress: the dialog then ignores Escape. */
  setBusy(busy: boolean): void;
};

function JobWizard({ mode, jobId, initial, onClose, onSaved, setBusy }: WizardProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [values, setValues] = useState<JobFormValues>(initial);
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [step, setStepState] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const setStep = (next: number) => {
    setStepState(next);
    setFurthest((f) => Math.max(f, next));
  };
  const [saving, setSaving] = useState(false);
  const [createJob] = useMutation(CreateJobDocument);
  const [updateJob] = useMutation(UpdateJobDocument);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<JobField | 'heading' | null>(null);
  const last = STEPS.length - 1;

  // After a step change or a failed check: focus the first field in error, or the new step's heading.
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

  function change<K extends keyof JobFormValues>(field: K, value: JobFormValues[K]) {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  function goTo(next: number) {
    pendingFocus.current = 'heading';
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
    pendingFocus.current = firstField ?? null;
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
      const input = toJobInput(values);
      if (mode === 'create') {
        await createJob({ variables: { input } });
        toast.success('Job created successfully!');
      } else {
        await updateJob({ variables: { id: jobId!, input } });
        toast.success('Job updated successfully!');
      }
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
  const stepProps = { values, errors, onChange: change };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogContent dividers>
        <Stepper activeStep={step} alternativeLabel={narrow} sx={{ mb: 3 }}>
          {STEPS.map((label, i) => (
            <Step key={label} completed={i !== step && i < furthest && !stepErrors(i)}>
              <StepLabel
                error={stepErrors(i)}
                optional={
                  i === last && !narrow ? (
                    <Typography variant="caption">Optional</Typography>
                  ) : undefined
                }
              >
                {label}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography
          variant="h3"
          component="h3"
          ref={stepHeading}
          tabIndex={-1}
          sx={{ mb: 2, outline: 'none' }}
        >
          Step {step + 1} of {STEPS.length}: {STEPS[step]}
        </Typography>
        {step === 0 && <CoreDetailsStep {...stepProps} />}
        {step === 1 && <DescriptionStep {...stepProps} />}
        {step === 2 && <LogisticsStep {...stepProps} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" onClick={() => goTo(step - 1)} disabled={step === 0 || saving}>
          Back
        </Button>
        {step < last ? (
          <Button key="next" type="submit" variant="contained">
            Next
          </Button>
        ) : (
          <Button
            key="save"
            type="submit"
            variant="contained"
            loading={saving}
            // The second click of a double click on Next lands here: it must not save.
            onClick={(event) => event.detail > 1 && event.preventDefault()}
          >
            {mode === 'create' ? 'Save Job' : 'Update Job'}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}
