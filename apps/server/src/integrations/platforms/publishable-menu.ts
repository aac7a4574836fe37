/**
 * A connection's menu as it is published, whatever the platform: what is switched on and sold, and
 * what is switched off or on r_keeper's stop-list with `available: false` (each platform's own
 * availability field, so the dish shows as unavailable there and comes back without a new upload);
 * prices in minor units (cents), ids the menu tree's ids (they come back in orders as the POS ids and
 * the mapping table turns them into r_keeper idents). Each platform's `*-menu-calls.ts` writes it in
 * that platform's format.
 */
export interface PublishableOptionValue {
  id: string;
  name: string;
  price: number;
  /** False when switched off or sold out: published disabled, not left out. */
  available: boolean;
  /** Chosen unless the customer changes it (r_keeper's `DefaultModifier`). */
  isDefault: boolean;
}

/** An option group: the customer picks at least `min` and at most `max` of its values. */
export interface PublishableOptionGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  values: PublishableOptionValue[];
}

export interface PublishableItem {
  id: string;
  name: string;
  price: number;
  /** A lower price shown as a discount (Wolt); null when none. */
  discountedPrice: number | null;
  imageUrl: string | null;
  /** False when switched off, sold out or its required options are all off: published disabled. */
  available: boolean;
  optionGroups: PublishableOptionGroup[];
}

export interface PublishableCategory {
  id: string;
  name: string;
  items: PublishableItem[];
}

export interface PublishableMenu {
  /** Stable per venue and version, e.g. `orderdesk-12-v4`. */
  menuId: string;
  /** ISO 4217. */
  currency: string;
  /** ISO 639-1. */
  language: string;
  categories: PublishableCategory[];
}

/** What a platform said to a publish: done, or a transaction still running there (Glovo). */
export interface MenuPublishAnswer {
  transactionId: string | null;
  processing: boolean;
}

/** Where an upload the platform processes after the call stands (Glovo's transaction). */
export interface MenuUploadStatus {
  state: 'done' | 'running' | 'failed';
  /** The platform's own word, shown to the user ("SUCCESS", "PROCESSING", "FAILED"). */
  platformStatus: string;
  /** What the platform said about a failure, as text. */
  details: string | null;
}

/** One element's availability as sent between full publishes; ids are the published ids. */
export interface AvailabilityChange {
  id: string;
  available: boolean;
}

/** What changes on one connection: dishes and combos (items) and modifiers (options). */
export interface AvailabilityUpdate {
  items: AvailabilityChange[];
  options: AvailabilityChange[];
}
