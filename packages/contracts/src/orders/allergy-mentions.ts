import type { TOrderTicket } from './order-ticket';

/**
 * Stems of the words a customer uses for an allergy, an intolerance or coeliac disease, in the languages
 * of the platforms' markets, read in lower case anywhere in a word ("allerg" finds allergy, Allergie,
 * allergiat, allergic). Only Glovo has a field of its own for allergies; on Wolt, Bolt Food and Fudy a
 * customer writes them into the order's note or a dish's comment, where a card shows only that there is
 * a note. A note with one of these words is shown with the allergies, so no order with one is accepted
 * or cooked unread. It brings forward what the customer called an allergy; "no nuts" alone is not caught.
 */
const ALLERGY_STEMS = [
  // allergy: English, German, Nordic, Estonian, Finnish, Hungarian, Latvian and Lithuanian, Polish,
  // Spanish and the Slavic languages in Latin letters, Turkish, Greek, Cyrillic, Georgian, Japanese
  'allerg',
  'alerg',
  'alerģ',
  'alerj',
  'αλλεργ',
  'аллерг',
  'алерг',
  'ალერგ',
  'アレルギ',
  // intolerance
  'intoleran',
  'netolerav',
  'nietoleran',
  'unverträglich',
  'непереносим',
  'talumatu',
  // coeliac disease and gluten
  'coeliac',
  'celiac',
  'celiak',
  'keliak',
  'zöliak',
  'tsöliaak',
  'целиак',
  'gluten',
  'glitim',
  'глютен',
  // a reaction that kills
  'anaphyla',
  'anafila',
  'анафила',
  'epipen',
];

/** Whether the text names an allergy, an intolerance or coeliac disease in one of the stems' languages. */
export function mentionsAllergy(text: string | null | undefined): boolean {
  if (!text) return false;
  const lower = text.toLocaleLowerCase();
  return ALLERGY_STEMS.some((stem) => lower.includes(stem));
}

/**
 * What the ticket says about allergies, each in the customer's words: the platform's own field first,
 * then the order's note and each dish's comment ("dish: comment") that mention one. Empty when none.
 */
export function ticketAllergyTexts(
  ticket: Pick<TOrderTicket, 'allergies' | 'customerNote' | 'lines'>,
): string[] {
  const texts: string[] = [];
  const add = (text: string) => {
    if (!texts.includes(text)) texts.push(text);
  };
  if (ticket.allergies) add(ticket.allergies);
  if (mentionsAllergy(ticket.customerNote)) add(ticket.customerNote!);
  for (const line of ticket.lines) {
    if (mentionsAllergy(line.comment)) add(`${line.name}: ${line.comment}`);
  }
  return texts;
}
