import type { RkeeperDeps } from '../rkeeper/rkeeper-deps';

/**
 * What mending an order's POS problems takes from the app: what r_keeper takes (`RkeeperDeps`: the
 * database, the time, the sealed credentials, the settings and a logger), since the venue's r_keeper
 * menu is read through its connection. The app's context has all of it.
 */
export type PosMendingDeps = RkeeperDeps;
