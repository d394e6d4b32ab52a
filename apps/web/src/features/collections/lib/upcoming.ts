/** Today's date as an ISO day ('2026-11-23'), the form release dates come in. */
export function isoToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A film is upcoming until its release date has come; one with no date yet is upcoming too. */
export function isUpcoming(releaseDate: string | null, today: string): boolean {
  return !releaseDate || releaseDate > today;
}
