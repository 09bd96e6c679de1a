// What the apps say about two-factor sign-in, as the API says it (graphql-api/src/contract/two-factor.ts).
export {
  CODE_NEEDED,
  ENROLMENT_NEEDED,
  RECOVERY_CODE_COUNT,
  SIGN_IN_STARTED_OVER,
} from 'graphql-api/two-factor';
