export { createRkeeperSimulator } from './rkeeper-simulator';
export type {
  RkAnswerForm,
  RkeeperSimulator,
  RkFaultRule,
  RkSimCheck,
  RkReceivedCall,
} from './rkeeper-simulator';
export { dishIdentOf, modifierIdentOf, simRkeeperMenu, SIM_COMBO } from './rkeeper-menu';
export { simRefDataItems } from './rkeeper-refdata';
