// The API's one writer of JSON inside <script> (graphql-api/src/contract/json-for-script.ts).
export { jsonForScript } from 'graphql-api/json-for-script';
