import { ComingSoon } from '../../components/ComingSoon';

/** /interview-questions: the interview-prep PDFs shop arrives with the PDF issue. */
export function InterviewQuestionsPage() {
  return (
    <ComingSoon
      title="Interview Prep"
      description="Handwritten React notes and intermediate React notes, as PDFs you can buy and download, are coming here soon."
    />
  );
}
