// What the "For integrators" page shows that the API rules (graphql-api/src/contract/integrator-guide.ts).
export {
  API_EXAMPLES,
  type ApiExample,
  curlOf,
  pretty,
  WEBHOOK_EVENT_WHEN,
  WEBHOOK_EVENTS,
  WEBHOOK_HEADERS,
} from 'graphql-api/integrator-guide';
