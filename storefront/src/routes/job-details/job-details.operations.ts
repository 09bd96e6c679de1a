import { gql, type TypedDocumentNode } from '@apollo/client';
import type { JobLocation, JobType } from '@devjobs/web/job-labels';

export type JobDetails = {
  id: string;
  slug: string;
  title: string;
  company: string;
  description: string;
  externalLink: string;
  responsibilities: string[];
  requirements: string[];
  skills: string[];
  benefits: string[];
  salary: string | null;
  startDate: string | null;
  deadline: string | null;
  jobLocation: JobLocation | null;
  jobType: JobType | null;
  thumbnail: string | null;
  isOpen: boolean;
  createdAt: string;
};

/** One job by its slug (closed ones included); null when no job has that slug. */
export const JOB_DETAILS_QUERY: TypedDocumentNode<{ job: JobDetails | null }, { slug: string }> = gql`
  query JobDetails($slug: String!) {
    job(slug: $slug) {
      id
      slug
      title
      company
      description
      externalLink
      responsibilities
      requirements
      skills
      benefits
      salary
      startDate
      deadline
      jobLocation
      jobType
      thumbnail
      isOpen
      createdAt
    }
  }
`;

export type SubmitSuggestionVariables = { input: { suggestion: string; jobId?: string } };

/** A visitor's suggestion about the listing they are reading. */
export const SUBMIT_SUGGESTION_MUTATION: TypedDocumentNode<{ submitSuggestion: { id: string } }, SubmitSuggestionVariables> = gql`
  mutation SubmitSuggestion($input: SuggestionInput!) {
    submitSuggestion(input: $input) {
      id
    }
  }
`;
