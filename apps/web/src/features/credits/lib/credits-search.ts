/**
 * The Full Cast & Crew address's search: `?department=Writing` shows one crew department. The
 * value is TMDB's own English name; TMDB can add departments, so any short text is kept and a
 * department this title's crew lacks shows the whole crew (see `chosenDepartment`).
 */
export interface CreditsSearch {
  department?: string;
}

/** Longer than any of TMDB's department names ('Costume & Make-Up'), with room to grow. */
const MAX_DEPARTMENT_LENGTH = 40;

export function parseCreditsSearch(search: Record<string, unknown>): CreditsSearch {
  const department = typeof search.department === 'string' ? search.department.trim() : '';
  return department && department.length <= MAX_DEPARTMENT_LENGTH ? { department } : {};
}

/** The department to show, if the crew has it; otherwise the whole crew is shown. */
export function chosenDepartment(
  departments: readonly string[],
  department: string | undefined,
): string | undefined {
  return departments.find((known) => known === department);
}
