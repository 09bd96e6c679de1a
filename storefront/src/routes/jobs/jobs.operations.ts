import { gql, type TypedDocumentNode } from '@apollo/client';
import { JOB_CARD_FRAGMENT, type JobCardData } from '../../components/JobCard';
import type { JobFilterInput } from './job-filters';

export const JOBS_PAGE_SIZE = 20;

export type JobsPageData = {
  jobs: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: JobCardData }[];
  };
};
export type JobsPageVariables = { filter?: JobFilterInput; first: number; after?: string | null };

/** The open jobs matching the filters, newest first, a page at a time. */
export const JOBS_PAGE_QUERY: TypedDocumentNode<JobsPageData, JobsPageVariables> = gql`
  query JobsPage($filter: JobFilter, $first: Int!, $after: String) {
    jobs(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          ...JobCard
        }
      }
    }
  }
  ${JOB_CARD_FRAGMENT}
`;

/** Distinct open-job titles containing what was typed, for the title box. */
export const JOB_TITLE_SUGGESTIONS_QUERY: TypedDocumentNode<{ jobTitleSuggestions: string[] }, { q: string }> = gql`
  query JobTitleSuggestions($q: String!) {
    jobTitleSuggestions(q: $q, limit: 8)
  }
`;

/** Counts one view of a job (Read More). Returns the job's new view count. */
export const RECORD_JOB_VIEW_MUTATION: TypedDocumentNode<{ recordJobView: { id: string; views: number } }, { id: string }> = gql`
  mutation RecordJobView($id: ID!) {
    recordJobView(id: $id) {
      id
      views
    }
  }
`;
