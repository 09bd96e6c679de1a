import { gql, type TypedDocumentNode } from '@apollo/client';
import { JOB_ROW_FRAGMENT, type JobRowFields } from './JobRow';

export type AdminJobsData = {
  jobs: {
    totalCount: number;
    edges: { cursor: string; node: JobRowFields }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type AdminJobsVariables = { filter: { q?: string; includeClosed: boolean }; first: number; after?: string | null };

/** The admin table: open and closed jobs, newest first, optionally filtered by title. */
export const ADMIN_JOBS_QUERY: TypedDocumentNode<AdminJobsData, AdminJobsVariables> = gql`
  query AdminJobs($filter: JobFilter!, $first: Int!, $after: String) {
    jobs(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...JobRow
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
  ${JOB_ROW_FRAGMENT}
`;

export const DELETE_JOB_MUTATION: TypedDocumentNode<{ deleteJob: string }, { id: string }> = gql`
  mutation DeleteJob($id: ID!) {
    deleteJob(id: $id)
  }
`;
