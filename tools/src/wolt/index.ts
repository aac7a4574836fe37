export { createWoltSimulator } from './wolt-simulator';
export type { CreatedWoltOrder, RecordedCall, WoltSimulator, WoltSimulatorOptions } from './wolt-simulator';
export type { WebhookAttempt, WebhookDelivery } from './wolt-webhook-sender';
export { woltSignature } from './wolt-signature';
export { SIM_WOLT_MENU } from './wolt-menu';
export type { SimMenuItem, SimMenuOption, SimMenuOptionValue } from './wolt-menu';
export type * from './wolt-types';
