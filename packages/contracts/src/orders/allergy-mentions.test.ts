import { describe, expect, it } from 'vitest';
import { mentionsAllergy, ticketAllergyTexts } from './allergy-mentions';

describe('mentionsAllergy', () => {
  it.each([
    'Severe PEANUT ALLERGY, please be careful',
    'I am allergic to sesame',
    'Alergija riešutams', // Lithuanian
    'Alerģija pret riekstiem', // Latvian
    'Pähkliallergia', // Estonian
    'Pähkinäallergia', // Finnish
    'Nussallergie', // German
    'Alergia na orzechy', // Polish
    'Аллергия на орехи', // Russian
    'Алергія на горіхи', // Ukrainian
    'Fıstık alerjim var', // Turkish
    'Αλλεργία στους ξηρούς καρπούς', // Greek
    'Laktozės netoleravimas', // Lithuanian
    'Lactose intolerant',
    'Laktoositalumatus', // Estonian
    'Coeliac, no bread crumbs',
    'Celiakija', // Lithuanian
    'Gluten free bun please',
    'Be glitimo', // Lithuanian
    'Has an EpiPen',
    'Anaphylaxis risk',
  ])('finds "%s"', (text) => {
    expect(mentionsAllergy(text)).toBe(true);
  });

  it.each(['Ring the bell', 'No onions', 'Extra sauce, all good', 'Leave at the gallery door', '', null])(
    'finds nothing in "%s"',
    (text) => {
      expect(mentionsAllergy(text)).toBe(false);
    },
  );
});

describe('ticketAllergyTexts', () => {
  const line = (name: string, comment: string | null) => ({ name, quantity: 1, options: [], comment });

  it("puts the platform's allergies first, then the note and each dish's comment that mention one", () => {
    expect(
      ticketAllergyTexts({
        allergies: 'Peanuts',
        customerNote: 'My son is allergic to sesame',
        lines: [line('Burger', 'No bun, gluten intolerance'), line('Fries', 'Extra salt')],
      }),
    ).toEqual(['Peanuts', 'My son is allergic to sesame', 'Burger: No bun, gluten intolerance']);
  });

  it('is empty when nothing speaks of an allergy, and says a repeated text once', () => {
    expect(
      ticketAllergyTexts({ allergies: null, customerNote: 'Ring the bell', lines: [line('Soup', null)] }),
    ).toEqual([]);
    expect(ticketAllergyTexts({ allergies: 'Nut allergy', customerNote: 'Nut allergy', lines: [] })).toEqual([
      'Nut allergy',
    ]);
  });
});
