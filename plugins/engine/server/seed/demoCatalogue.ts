import type { CreateTaskTemplate } from '../../public/contract/taskTemplate.ts';
import type { WorkflowDefinition, WorkflowEdge, WorkflowStep } from '../../public/contract/workflowDefinition.ts';

/**
 * The demo catalogue every tenant starts with: mobile postpaid (ADD, MODIFY, DELETE), fibre broadband
 * (ADD, with a site survey by a person and an ONT taken from stock) and an IPTV add-on. The network
 * elements the HTTP tasks name are the simulator's.
 */

const http = (
  name: string,
  description: string,
  networkElement: string,
  operation: string,
  inputMapping: Record<string, string>,
): CreateTaskTemplate => ({
  name,
  description,
  type: 'HTTP_CALL',
  config: { networkElement, operation },
  inputMapping,
  outputMapping: { result: 'response' },
  timeoutMs: 10_000,
});

export const CATALOGUE_TEMPLATES: CreateTaskTemplate[] = [
  http('Reserve MSISDN', 'Reserves the number in the HLR.', 'HLR', 'RESERVE', { msisdn: 'order.msisdn' }),
  http('Activate subscriber', 'Creates the subscriber in the HLR with the SIM.', 'HLR', 'ADD', {
    msisdn: 'order.msisdn',
    iccid: 'order.iccid',
  }),
  http('Modify subscriber', 'Changes the subscriber’s services in the HLR.', 'HLR', 'MODIFY', {
    msisdn: 'order.msisdn',
    services: 'order.services',
  }),
  http('Deactivate subscriber', 'Removes the subscriber from the HLR.', 'HLR', 'DELETE', { msisdn: 'order.msisdn' }),
  http('Apply data policy', 'Sets the plan’s data policy in the PCRF.', 'PCRF', 'ADD', {
    msisdn: 'order.msisdn',
    plan: 'order.plan',
  }),
  http('Open billing account', 'Opens the account and its first bill cycle.', 'Billing', 'ADD', {
    subscriber: 'order.subscriberKey',
    plan: 'order.plan',
  }),
  http('Update billing plan', 'Moves the account to the new plan.', 'Billing', 'MODIFY', {
    subscriber: 'order.subscriberKey',
    plan: 'order.plan',
  }),
  http('Close billing account', 'Closes the account with a final bill.', 'Billing', 'DELETE', {
    subscriber: 'order.subscriberKey',
  }),
  http('Check address', 'Asks the OSS whether the address is served by fibre.', 'OSS', 'QUALIFY', {
    address: 'order.address',
  }),
  http('Configure OLT port', 'Configures the OLT port for the ONT.', 'OSS', 'ADD', {
    address: 'order.address',
    ont: 'steps.assignOnt.output.serial',
  }),
  http('Provision IPTV', 'Enables the IPTV channels on the set-top box.', 'IPTV', 'ADD', {
    subscriber: 'order.subscriberKey',
    bundle: 'order.bundle',
  }),
  {
    name: 'Site survey',
    description: 'A technician checks the premises and records whether fibre can be installed.',
    type: 'HUMAN',
    config: {
      title: '"Site survey at " & order.address',
      form: 'Site survey',
      group: 'Operator',
      dueInMs: 172_800_000,
    },
    outputMapping: { feasible: 'form.feasible', notes: 'form.notes' },
    timeoutMs: 604_800_000,
  },
  {
    name: 'Assign ONT',
    description:
      'Reserves an ONT at the Harbour Road warehouse for the order; it is assigned when the order completes.',
    type: 'ASSIGN_STOCK',
    config: { model: 'ONT', locationRule: 'FIXED', location: 'Harbour Road warehouse' },
    outputMapping: { serial: 'item.serial' },
    timeoutMs: 30_000,
  },
  {
    name: 'Notify customer',
    description: 'Sends the order’s outcome to the customer.',
    type: 'NOTIFY',
    config: { alert: 'Line activated SMS' },
    timeoutMs: 30_000,
  },
  {
    name: 'Wait for porting window',
    description: 'Waits until the number may be ported in.',
    type: 'WAIT',
    config: { durationMs: 60_000 },
    timeoutMs: 120_000,
  },
  {
    name: 'Refuse order',
    description: 'Ends the order as failed.',
    type: 'TERMINATE',
    config: { outcome: 'FAILED' },
    timeoutMs: 1_000,
  },
];

const start: WorkflowStep = { id: 'start', kind: 'START', name: 'Start' };
const end: WorkflowStep = { id: 'end', kind: 'END', name: 'End' };
const task = (id: string, taskTemplate: string): WorkflowStep => ({
  id,
  kind: 'TASK',
  name: taskTemplate,
  taskTemplate,
});

/** Steps run one after the other, from the start to the end. */
function sequence(tasks: WorkflowStep[]): WorkflowDefinition {
  const steps = [start, ...tasks, end];
  const edges: WorkflowEdge[] = steps.slice(1).map((step, index) => ({ from: steps[index]?.id ?? '', to: step.id }));
  return { steps, edges, failurePolicy: 'PARK' };
}

const FIBRE_ADD: WorkflowDefinition = {
  steps: [
    start,
    task('checkAddress', 'Check address'),
    task('siteSurvey', 'Site survey'),
    { id: 'feasible', kind: 'DECISION', name: 'Feasible?' },
    task('assignOnt', 'Assign ONT'),
    task('configureOlt', 'Configure OLT port'),
    task('openBilling', 'Open billing account'),
    task('notify', 'Notify customer'),
    task('refuse', 'Refuse order'),
    end,
  ],
  edges: [
    { from: 'start', to: 'checkAddress' },
    { from: 'checkAddress', to: 'siteSurvey' },
    { from: 'siteSurvey', to: 'feasible' },
    { from: 'feasible', to: 'assignOnt', condition: 'steps.siteSurvey.output.feasible = true' },
    { from: 'feasible', to: 'refuse', default: true },
    { from: 'assignOnt', to: 'configureOlt' },
    { from: 'configureOlt', to: 'openBilling' },
    { from: 'openBilling', to: 'notify' },
    { from: 'notify', to: 'end' },
    { from: 'refuse', to: 'end' },
  ],
  failurePolicy: 'PARK',
};

const MOBILE_ADD: WorkflowDefinition = {
  steps: [
    start,
    task('reserve', 'Reserve MSISDN'),
    task('activate', 'Activate subscriber'),
    { id: 'fork', kind: 'FORK', name: 'Policy and billing' },
    task('policy', 'Apply data policy'),
    task('billing', 'Open billing account'),
    { id: 'join', kind: 'JOIN', name: 'Both done' },
    task('notify', 'Notify customer'),
    end,
  ],
  edges: [
    { from: 'start', to: 'reserve' },
    { from: 'reserve', to: 'activate' },
    { from: 'activate', to: 'fork' },
    { from: 'fork', to: 'policy' },
    { from: 'fork', to: 'billing' },
    { from: 'policy', to: 'join' },
    { from: 'billing', to: 'join' },
    { from: 'join', to: 'notify' },
    { from: 'notify', to: 'end' },
  ],
  failurePolicy: 'RETRY',
};

export interface CatalogueWorkflow {
  name: string;
  description: string;
  definition: WorkflowDefinition;
}

export const CATALOGUE_WORKFLOWS: CatalogueWorkflow[] = [
  {
    name: 'Mobile postpaid – add',
    description: 'Number, HLR, data policy and billing in parallel, then the customer is told.',
    definition: MOBILE_ADD,
  },
  {
    name: 'Mobile postpaid – modify',
    description: 'Changes the subscriber’s services and plan.',
    definition: sequence([
      task('modify', 'Modify subscriber'),
      task('policy', 'Apply data policy'),
      task('billing', 'Update billing plan'),
      task('notify', 'Notify customer'),
    ]),
  },
  {
    name: 'Mobile postpaid – delete',
    description: 'Removes the subscriber and closes the account.',
    definition: sequence([
      task('deactivate', 'Deactivate subscriber'),
      task('billing', 'Close billing account'),
      task('notify', 'Notify customer'),
    ]),
  },
  {
    name: 'Fibre broadband – add',
    description: 'Address check, site survey, ONT from stock, OLT and billing.',
    definition: FIBRE_ADD,
  },
  {
    name: 'IPTV add-on – add',
    description: 'Enables IPTV on an existing broadband line and bills it.',
    definition: sequence([
      task('provision', 'Provision IPTV'),
      task('billing', 'Update billing plan'),
      task('notify', 'Notify customer'),
    ]),
  },
];

export interface CatalogueService {
  name: string;
  displayName: string;
  category: string;
  icon: string;
  /** Operation name → the catalogue workflow it runs. */
  operations: Record<string, string>;
  /** Operation name → the order-entry form it names (the forms plugin seeds it). */
  forms?: Record<string, string>;
}

export const CATALOGUE_SERVICES: CatalogueService[] = [
  {
    name: 'mobile-postpaid',
    displayName: 'Mobile postpaid',
    category: 'Mobile',
    icon: 'smartphone',
    operations: {
      ADD: 'Mobile postpaid – add',
      MODIFY: 'Mobile postpaid – modify',
      DELETE: 'Mobile postpaid – delete',
    },
  },
  {
    name: 'fibre-broadband',
    displayName: 'Fibre broadband',
    category: 'Fixed',
    icon: 'router',
    operations: { ADD: 'Fibre broadband – add' },
    forms: { ADD: 'Fibre order' },
  },
  {
    name: 'iptv-addon',
    displayName: 'IPTV add-on',
    category: 'TV',
    icon: 'tv',
    operations: { ADD: 'IPTV add-on – add' },
  },
];
