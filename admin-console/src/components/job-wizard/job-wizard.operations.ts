import { gql, type TypedDocumentNode } from '@apollo/client';
import type { JobLocation, JobType } from '@devjobs/web/job-labels';

/** Every field the job editor reads and writes. */
export type JobEditorFields = {
  __typename?: 'Job';
  id: string;
  title: string;
  company: string;
  externalLink: string;
  thumbnail: string | null;
  salary: string | null;
  description: string;
  responsibilities: string[];
  requirements: string[];
  jobType: JobType | null;
  jobLocation: JobLocation | null;
  startDate: string | null;
  deadline: string | null;
  skills: string[];
  benefits: string[];
};

export const JOB_EDITOR_FRAGMENT = gql`
  fragment JobEditorFields on Job {
    id
    title
    company
    externalLink
    thumbnail
    salary
    description
    responsibilities
    requirements
    jobType
    jobLocation
    startDate
    deadline
    skills
    benefits
  }
`;

/** What a save sends (JobInput). */
export type JobInput = {
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
};

/** The saved job: the editor's fields plus what the jobs table shows, so the cache updates every row. */
type SavedJob = JobEditorFields & { slug: string; views: number; isOpen: boolean; updatedAt: string };

export const JOB_EDITOR_QUERY: TypedDocumentNode<{ job: JobEditorFields | null }, { slug: string }> = gql`
  query JobEditor($slug: String!) {
    job(slug: $slug) {
      id
      ...JobEditorFields
    }
  }
  ${JOB_EDITOR_FRAGMENT}
`;

export const CREATE_JOB_MUTATION: TypedDocumentNode<{ createJob: SavedJob }, { input: JobInput }> = gql`
  mutation CreateJob($input: JobInput!) {
    createJob(input: $input) {
      id
      slug
      views
      isOpen
      updatedAt
      ...JobEditorFields
    }
  }
  ${JOB_EDITOR_FRAGMENT}
`;

export const UPDATE_JOB_MUTATION: TypedDocumentNode<{ updateJob: SavedJob }, { id: string; input: JobInput }> = gql`
  mutation UpdateJob($id: ID!, $input: JobInput!) {
    updateJob(id: $id, input: $input) {
      id
      slug
      views
      isOpen
      updatedAt
      ...JobEditorFields
    }
  }
  ${JOB_EDITOR_FRAGMENT}
`;
