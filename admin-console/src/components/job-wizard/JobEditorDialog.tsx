import { useRef } from 'react';
import { useQuery } from '@apollo/client/react';
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
import { ErrorState } from '@devjobs/web/ErrorState';
import { CoreDetailsStep } from './CoreDetailsStep';
import { DescriptionStep } from './DescriptionStep';
import { LogisticsStep } from './LogisticsStep';
import { STEPS, emptyJobForm, jobFormFromJob } from './job-form';
import { useJobWizard, type JobWizardProps } from './use-job-wizard';
import { JobEditorDocument } from '../../graphql/generated/operations';

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

/** The steps along the top: the current one, the ones done, and the ones with errors. */
function WizardStepper({
  step,
  furthest,
  narrow,
  stepErrors,
}: {
  step: number;
  furthest: number;
  narrow: boolean;
  stepErrors(i: number): boolean;
}) {
  const last = STEPS.length - 1;
  return (
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
  );
}

/**
 * Cancel, Back, and Next (or Save on the last step). Editing, Update Job is there on every step:
 * one changed field needs no walk through the rest.
 */
function WizardActions({
  mode,
  step,
  saving,
  onClose,
  onBack,
  onSave,
}: {
  mode: JobWizardProps['mode'];
  step: number;
  saving: boolean;
  onClose(): void;
  onBack(): void;
  onSave(): void;
}) {
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
      <Button onClick={onClose} disabled={saving}>
        Cancel
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="outlined" onClick={onBack} disabled={step === 0 || saving}>
        Back
      </Button>
      {step < STEPS.length - 1 && mode === 'edit' && (
        <Button key="update" variant="outlined" loading={saving} onClick={onSave}>
          Update Job
        </Button>
      )}
      {step < STEPS.length - 1 ? (
        <Button key="next" type="submit" variant="contained" disabled={saving}>
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
  );
}

function JobWizard(props: JobWizardProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  // The heading's ref apart: the compiler's rules keep refs out of values read in render.
  const { stepHeading, ...wizard } = useJobWizard(props);
  const { step, saving } = wizard;
  const stepProps = { values: wizard.values, errors: wizard.errors, onChange: wizard.change };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={wizard.handleSubmit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogContent dividers>
        <WizardStepper
          step={step}
          furthest={wizard.furthest}
          narrow={narrow}
          stepErrors={wizard.stepErrors}
        />
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
      <WizardActions
        mode={props.mode}
        step={step}
        saving={saving}
        onClose={props.onClose}
        onBack={() => wizard.goTo(step - 1)}
        onSave={wizard.saveNow}
      />
    </Box>
  );
}
