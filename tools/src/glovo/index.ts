export { createGlovoSimulator } from './glovo-simulator';
export type { GlovoRecordedCall, GlovoSimulator, GlovoSimulatorOptions } from './glovo-simulator';
export { buildGlovoOrder, glovoLocal } from './glovo-order-factory';
export type { GlovoOrder, GlovoOrderInput } from './glovo-order-factory';
