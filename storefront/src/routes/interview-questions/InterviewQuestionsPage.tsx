import { ComingSoon } from '../../components/ComingSoon';

/** /interview-questions: SPEC §2 does not show its content; meanwhile it leads to the interview-prep PDFs. */
export function InterviewQuestionsPage() {
  return (
    <ComingSoon
      title="Interview Prep"
      description="Interview questions are coming here soon. Meanwhile, the Interview Prep PDFs hold handwritten React notes and intermediate React notes, ready to download."
      links={[
        { to: '/interview-prep-pdfs', label: 'Interview Prep PDFs' },
        { to: '/jobs', label: 'Browse jobs' },
      ]}
    />
  );
}
