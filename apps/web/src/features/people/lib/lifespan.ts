import type { I18n } from '@lingui/core';
import { formatDate } from '@/lib/format.ts';

/** Whole years from one ISO date to a later one, as ages are counted. */
export function yearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  // Not yet had this year's birthday: compare month and day as 'MM-DD' text.
  return to.slice(5, 10) < from.slice(5, 10) ? years - 1 : years;
}

export interface LifeFact {
  /** 'Born' or 'Died', in the UI's language. */
  label: string;
  value: string;
}

/**
 * When a person was born, with their age today, or when they were born and died, with their
 * age at death. Nothing for dates the catalogue does not know.
 */
export function lifeFacts(
  i18n: I18n,
  birthday: string | null,
  deathday: string | null,
  today: string,
): LifeFact[] {
  const born = formatDate(birthday, i18n.locale);
  const died = formatDate(deathday, i18n.locale);
  const facts: LifeFact[] = [];
  if (birthday && born) {
    facts.push({
      label: i18n._('people.born'),
      value: died
        ? born
        : i18n._('people.bornWithAge', { date: born, age: yearsBetween(birthday, today) }),
    });
  }
  if (deathday && died) {
    facts.push({
      label: i18n._('people.died'),
      value:
        birthday && born
          ? i18n._('people.diedWithAge', { date: died, age: yearsBetween(birthday, deathday) })
          : died,
    });
  }
  return facts;
}
