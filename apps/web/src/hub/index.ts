export { OrderHubConnection } from './order-hub-connection';
export { HubConnectionIndicator } from './hub-connection-indicator';
export { useApplyOrderPush } from './use-apply-order-push';
