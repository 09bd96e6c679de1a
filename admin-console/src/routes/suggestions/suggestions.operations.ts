import { gql, type TypedDocumentNode } from '@apollo/client';
import { SUGGESTION_ROW_FRAGMENT, type SuggestionRowFields } from './SuggestionRow';

export type AdminSuggestionsData = {
  suggestions: {
    totalCount: number;
    edges: { cursor: string; node: SuggestionRowFields }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

/** Visitor suggestions, newest first (ADMIN only). */
export const ADMIN_SUGGESTIONS_QUERY: TypedDocumentNode<AdminSuggestionsData, { first: number; after?: string | null }> = gql`
  query AdminSuggestions($first: Int!, $after: String) {
    suggestions(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...SuggestionRow
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
  ${SUGGESTION_ROW_FRAGMENT}
`;
