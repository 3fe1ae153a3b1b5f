// The business's hours, resolved once at build time: the festivos of Colombia and today's date in Cartagena, which
// the pages say with the hours of site.yaml (templates/business-hours.ts), and whether a service answers at every hour.
import { getHolidaysForYear } from 'colombian-holidays';
import type { ServiceData, SiteConfig } from './types.ts';

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

/** Whether a service page answers at every hour: named in `allDay`, by its slug or its catalogue group. */
export function answersAllDay(hours: SiteConfig['legal']['hours'], slug: string, group?: ServiceData['group']): boolean {
  return hours.allDay.services.includes(slug) || (!!group && hours.allDay.groups.includes(group));
}
