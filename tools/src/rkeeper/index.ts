export { createRkeeperSimulator } from './rkeeper-simulator';
export type { RkeeperSimulator, RkFaultRule, RkSimCheck, RkReceivedCall } from './rkeeper-simulator';
export { dishIdentOf, modifierIdentOf, SIM_COMBO, simRkeeperMenu } from './rkeeper-menu';
