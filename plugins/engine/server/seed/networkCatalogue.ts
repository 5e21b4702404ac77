import type { CreateNetworkElement } from '../../public/contract/networkElement.ts';
import type { CreateProvisioningTemplate } from '../../public/contract/provisioningTemplate.ts';
import type { SimulatedElement } from '../../public/contract/simulator.ts';

/**
 * The network of the demo catalogue: one element per system the catalogue's HTTP tasks call, each the
 * simulator's (a path of this server), with the provisioning templates of the operations they use. The
 * simulated systems answer slowly enough to watch and fail now and then, so demo orders retry for real.
 */
export interface CatalogueElement {
  element: Omit<CreateNetworkElement, 'baseUrl'>;
  simulated: SimulatedElement;
  latencyMs: number;
  failureRate: number;
  templates: Omit<CreateProvisioningTemplate, 'networkElementId'>[];
}

const json = (
  operation: string,
  method: CreateProvisioningTemplate['method'],
  path: string,
  description: string,
  body: string | null,
  responseMapping: string,
): Omit<CreateProvisioningTemplate, 'networkElementId'> => ({
  operation,
  method,
  path,
  description,
  bodyFormat: body === null ? 'NONE' : 'JSON',
  body,
  responseMapping,
});

export const CATALOGUE_NETWORK: CatalogueElement[] = [
  {
    element: {
      name: 'HLR',
      description: 'Home location register: numbers and subscribers of the mobile network.',
      type: 'HLR',
      protocol: 'REST',
      auth: { type: 'API_KEY', header: 'X-API-Key' },
      timeoutMs: 5_000,
      concurrencyLimit: 20,
      healthCheckPath: '/health',
    },
    simulated: 'hlr',
    latencyMs: 40,
    failureRate: 0.03,
    templates: [
      json(
        'RESERVE',
        'POST',
        '/numbers/{{ msisdn }}/reservation',
        'Reserves the number.',
        '{"msisdn": msisdn}',
        '{"transactionId": body.transactionId}',
      ),
      {
        ...json(
          'ADD',
          'POST',
          '/subscribers',
          'Creates the subscriber with its SIM.',
          '{"msisdn": msisdn, "iccid": iccid}',
          '{"imsi": body.imsi, "transactionId": body.transactionId}',
        ),
        headers: { 'X-Channel': 'SDP' },
      },
      json(
        'MODIFY',
        'PUT',
        '/subscribers/{{ msisdn }}',
        'Changes the subscriber’s services.',
        '{"services": services}',
        '{"transactionId": body.transactionId}',
      ),
      json(
        'DELETE',
        'DELETE',
        '/subscribers/{{ msisdn }}',
        'Removes the subscriber.',
        null,
        '{"transactionId": body.transactionId}',
      ),
    ],
  },
  {
    element: {
      name: 'PCRF',
      description: 'Policy and charging rules: data policies per plan.',
      type: 'PCRF',
      protocol: 'REST',
      auth: { type: 'BEARER' },
      timeoutMs: 5_000,
      concurrencyLimit: 10,
      healthCheckPath: '/health',
    },
    simulated: 'pcrf',
    latencyMs: 25,
    failureRate: 0.02,
    templates: [
      json(
        'ADD',
        'POST',
        '/policies',
        'Applies the plan’s data policy.',
        '{"msisdn": msisdn, "plan": plan}',
        '{"policyId": body.policyId}',
      ),
    ],
  },
  {
    element: {
      name: 'Billing',
      description: 'Billing: accounts, plans and bill cycles.',
      type: 'BILLING',
      protocol: 'REST',
      auth: { type: 'BASIC', username: 'sdp-provisioning' },
      timeoutMs: 10_000,
      concurrencyLimit: 10,
      healthCheckPath: '/health',
    },
    simulated: 'billing',
    latencyMs: 80,
    failureRate: 0.02,
    templates: [
      json(
        'ADD',
        'POST',
        '/accounts',
        'Opens the account.',
        '{"subscriber": subscriber, "plan": plan}',
        '{"accountNumber": body.accountNumber}',
      ),
      json(
        'MODIFY',
        'PUT',
        '/accounts/{{ subscriber }}/plan',
        'Moves the account to another plan.',
        '{"plan": plan}',
        '{"transactionId": body.transactionId}',
      ),
      json(
        'DELETE',
        'DELETE',
        '/accounts/{{ subscriber }}',
        'Closes the account.',
        null,
        '{"transactionId": body.transactionId}',
      ),
      json('QUERY', 'GET', '/accounts/{{ subscriber }}', 'Reads the account.', null, 'body'),
    ],
  },
  {
    element: {
      name: 'OSS',
      description: 'Fixed-network OSS: address qualification and OLT work orders, spoken in XML.',
      type: 'OSS',
      protocol: 'XML',
      auth: { type: 'BASIC', username: 'sdp' },
      timeoutMs: 15_000,
      concurrencyLimit: 5,
      healthCheckPath: '/health',
    },
    simulated: 'oss',
    latencyMs: 120,
    failureRate: 0.04,
    templates: [
      {
        operation: 'QUALIFY',
        method: 'POST',
        path: '/qualification',
        description: 'Asks whether the address is served by fibre.',
        bodyFormat: 'XML',
        body: '<qualifyRequest><address>{{ address }}</address></qualifyRequest>',
        responseMapping: '{"feasible": body.response.feasible = "true", "technology": body.response.technology}',
      },
      {
        operation: 'ADD',
        method: 'POST',
        path: '/workorders',
        description: 'Orders the OLT port configuration for the ONT.',
        bodyFormat: 'XML',
        body: '<workOrder><address>{{ address }}</address><ont>{{ ont }}</ont></workOrder>',
        responseMapping: '{"workOrder": body.response.workOrder}',
        successCondition: 'status = 200 and body.response.result = "OK"',
      },
    ],
  },
  {
    element: {
      name: 'IPTV',
      description: 'IPTV middleware: channel bundles on the set-top box.',
      type: 'IPTV',
      protocol: 'REST',
      auth: { type: 'NONE' },
      timeoutMs: 5_000,
      concurrencyLimit: 10,
      healthCheckPath: '/health',
    },
    simulated: 'iptv',
    latencyMs: 30,
    failureRate: 0.02,
    templates: [
      json(
        'ADD',
        'POST',
        '/entitlements',
        'Enables the bundle’s channels.',
        '{"subscriber": subscriber, "bundle": bundle}',
        '{"entitlementId": body.entitlementId}',
      ),
    ],
  },
];
