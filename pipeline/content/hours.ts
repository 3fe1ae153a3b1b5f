// The business's hours, resolved once at build time: the festivos of Colombia and today's date in Cartagena, which
// the pages say with the hours of site.yaml (templates/business-hours.ts).
import { getHolidaysForYear } from 'colombian-holidays';

/**
 * Colombia's festivos of `year` and the next, YYYY-MM-DD, on the day they are kept (those that Ley 51 de 1983 moves
 * to a Monday, on that Monday).
 */
export function colombianHolidays(year: number): string[] {
  return [year, year + 1].flatMap((y) => getHolidaysForYear(y).map((holiday) => holiday.celebrationDate)).sort();
}

/** Today in Cartagena, YYYY-MM-DD: Colombia keeps UTC−5 all year. */
export function bogotaDay(now: Date): string {
  return new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
}
