export { OrderHubConnection } from './order-hub-connection';
export { HubConnectionIndicator } from './hub-connection-indicator';
export { useApplyOrderPush } from './use-apply-order-push';
export { LayoutVenueContext, useLayoutKeepsVenue } from './layout-venue';
export { useHubLiveness, useHubStale, type HubLiveness } from './hub-status';
