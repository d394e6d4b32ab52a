import { formatDate } from '@/lib/format.ts';

/** Whole years from one ISO date to a later one, as ages are counted. */
export function yearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  // Not yet had this year's birthday: compare month and day as 'MM-DD' text.
  return to.slice(5, 10) < from.slice(5, 10) ? years - 1 : years;
}

export interface LifeFact {
  label: 'Born' | 'Died';
  value: string;
}

/**
 * When a person was born, with their age today, or when they were born and died, with their
 * age at death. Nothing for dates the catalogue does not know.
 */
export function lifeFacts(
  birthday: string | null,
  deathday: string | null,
  today: string,
): LifeFact[] {
  const born = formatDate(birthday);
  const died = formatDate(deathday);
  const facts: LifeFact[] = [];
  if (birthday && born) {
    facts.push({
      label: 'Born',
      value: died ? born : `${born} (age ${yearsBetween(birthday, today)})`,
    });
  }
  if (deathday && died) {
    const age = birthday && born ? ` (aged ${yearsBetween(birthday, deathday)})` : '';
    facts.push({ label: 'Died', value: `${died}${age}` });
  }
  return facts;
}
