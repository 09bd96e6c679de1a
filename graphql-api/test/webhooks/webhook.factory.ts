import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from '../harness';

/** What a receiver got: the raw body and the headers, as a verifier takes them. */
export type Received = { body: string; headers: Record<string, string> };

/** Receivers started by the file's tests, closed after them. */
const started = new Set<http.Server>();
afterAll(() =>
  Promise.all([...started].map((s) => new Promise<void>((resolve) => s.close(() => resolve())))),
);

/**
 * A webhook receiver on 127.0.0.1: keeps every request and answers `status()` (200 unless set).
 */
export async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers[name] = value;
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'thanks' : 'receiver broke');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  started.add(server);
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answer(code: number) {
      status = code;
    },
  };
}

export const ENDPOINT_FIELDS =
  'id url description events enabled disabledReason disabledAt failingSince';
export const DELIVERY_FIELDS =
  'id eventType messageId payload state attempts nextAttemptAt lastStatusCode lastAnswer lastError deliveredAt';

export const CREATE_ENDPOINT = `mutation AddHook($input: WebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT_FIELDS} } }
}`;
export const DELIVERIES = `query Deliveries($endpointId: ID!) {
  webhookDeliveries(endpointId: $endpointId, first: 50) { totalCount edges { node { ${DELIVERY_FIELDS} } } }
}`;
export const RESEND = `mutation Resend($id: ID!) { resendWebhookDelivery(id: $id) { ${DELIVERY_FIELDS} } }`;
export const UPDATE_ENDPOINT = `mutation EditHook($id: ID!, $patch: WebhookEndpointPatch!) {
  updateWebhookEndpoint(id: $id, patch: $patch) { ${ENDPOINT_FIELDS} }
}`;
export const ENDPOINTS = `query Hooks { webhookEndpoints(first: 100) { totalCount edges { node { ${ENDPOINT_FIELDS} } } } }`;

/** Registers an endpoint as `admin`; its id and secret. Throws unless made. */
export async function anEndpoint(admin: Client, url: string, events: string[]) {
  const reply = await admin.gql(CREATE_ENDPOINT, {
    input: { url, description: 'Aggregator sync', events },
  });
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  const { secret, endpoint } = reply.data.createWebhookEndpoint;
  return { id: endpoint.id as string, secret: secret as string, endpoint };
}

/** An endpoint's deliveries, newest first. */
export async function deliveriesOf(admin: Client, endpointId: string) {
  const reply = await admin.gql(DELIVERIES, { endpointId });
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data.webhookDeliveries.edges.map((e: { node: any }) => e.node);
}
