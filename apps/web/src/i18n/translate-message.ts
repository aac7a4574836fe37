import type { TFunction } from 'i18next';

/**
 * Validation and server messages arrive in English (the contracts' zod messages and the server's
 * error bodies). These rules turn the known ones into translation keys; anything else shows as sent.
 */
const RULES: readonly { pattern: RegExp; key: string; count?: number }[] = [
  { pattern: /is required$/, key: 'validation.required' },
  { pattern: /must be at least (\d+) characters$/, key: 'validation.tooShort', count: 1 },
  { pattern: /may be at most (\d+) characters$/, key: 'validation.tooLong', count: 1 },
  { pattern: /^Login may not contain spaces$/, key: 'validation.noSpaces' },
  { pattern: /^Password must contain a letter$/, key: 'validation.needsLetter' },
  { pattern: /^Password must contain a digit$/, key: 'validation.needsDigit' },
  { pattern: /^Email is not a valid address$/, key: 'validation.email' },
  { pattern: /^Choose at least one area$/, key: 'validation.chooseArea' },
  { pattern: /^This login is already taken$/, key: 'validation.loginTaken' },
  { pattern: /^An area with this name already exists$/, key: 'validation.areaNameTaken' },
  { pattern: /^Venue was not found$/, key: 'validation.venueNotFound' },
  { pattern: /^Area was not found$/, key: 'validation.areaNotFound' },
  { pattern: /^You cannot deactivate your own account$/, key: 'validation.ownAccountDeactivate' },
  { pattern: /^You cannot delete your own account$/, key: 'validation.ownAccountDelete' },
  { pattern: /^The area still has venues or venue groups/, key: 'validation.areaInUse' },
  { pattern: /^Venue group was not found$/, key: 'validation.venueGroupNotFound' },
  { pattern: /^The venue group belongs to another area$/, key: 'validation.groupInOtherArea' },
  { pattern: /^Choose a time zone from the list$/, key: 'validation.timeZone' },
  { pattern: /^Use whole minutes$/, key: 'validation.wholeMinutes' },
  { pattern: /^Cooking time must be at least (\d+) minutes?$/, key: 'validation.minMinutes', count: 1 },
  { pattern: /^Cooking time may be at most (\d+) minutes?$/, key: 'validation.maxMinutes', count: 1 },
  { pattern: /^The default cooking time may not exceed the maximum$/, key: 'validation.defaultAboveMax' },
  { pattern: /^The venue still has orders or people/, key: 'validation.venueInUse' },
  { pattern: /^Invalid input: expected/, key: 'validation.required' },
];

export function translateMessage(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  for (const rule of RULES) {
    const match = rule.pattern.exec(message);
    if (!match) continue;
    return rule.count === undefined ? t(rule.key) : t(rule.key, { count: Number(match[rule.count]) });
  }
  return message;
}
