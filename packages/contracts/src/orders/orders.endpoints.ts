// Endpoints the web's first screens call, without their schemas (api/endpoint.ts).
import { endpointOf } from '../api/endpoint';

export const listOrdersEndpoint = endpointOf<typeof import('./orders.contract').listOrdersContract>(
  'GET',
  '/api/orders',
);
export const acceptOrderEndpoint = endpointOf<typeof import('./orders.contract').acceptOrderContract>(
  'PATCH',
  '/api/orders/accept',
);
export const rejectOrderEndpoint = endpointOf<typeof import('./orders.contract').rejectOrderContract>(
  'PATCH',
  '/api/orders/reject',
);
export const cookingTimeEndpoint = endpointOf<typeof import('./orders.contract').cookingTimeContract>(
  'PATCH',
  '/api/orders/cooking-time',
);
export const validateOrderEndpoint = endpointOf<typeof import('./orders.contract').validateOrderContract>(
  'PATCH',
  '/api/orders/validate',
);
export const readyOrderEndpoint = endpointOf<typeof import('./orders.contract').readyOrderContract>(
  'PATCH',
  '/api/orders/ready',
);
export const pickedUpOrderEndpoint = endpointOf<typeof import('./orders.contract').pickedUpOrderContract>(
  'PATCH',
  '/api/orders/picked-up',
);
export const forceProductionEndpoint = endpointOf<typeof import('./orders.contract').forceProductionContract>(
  'PATCH',
  '/api/orders/force-production',
);
export const forceRejectEndpoint = endpointOf<typeof import('./orders.contract').forceRejectContract>(
  'PATCH',
  '/api/orders/force-reject',
);
export const printOrderEndpoint = endpointOf<typeof import('./orders.contract').printOrderContract>(
  'POST',
  '/api/Orders/Print',
);
export const resendOrderEndpoint = endpointOf<typeof import('./order-resend.contract').resendOrderContract>(
  'PATCH',
  '/api/orders/resend',
);
