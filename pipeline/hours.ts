// The business's hours as site.yaml states them, resolved once at build time: the festivos of Colombia added, and
// written for each reader (the footer's sentence, search engines' openingHoursSpecification, the chat line's data).
import { getHolidaysForYear } from 'colombian-holidays';
import type { OpeningHoursSpecification } from 'schema-dts';
import { clockText, minutes, WEEK } from './answer-time.ts';
import type { ServiceData, SiteConfig } from './types.ts';

type BusinessHours = SiteConfig['legal']['hours'];
type Times = { opens: string; closes: string };

/** The same days as schema.org's DayOfWeek names them. */
const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const SPANISH_DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
/** How far ahead search engines are told of festivos: far enough for a site rebuilt now and then, and ~0.2 KB gzip. */
const LISTED_HOLIDAY_DAYS = 365;

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
export function answersAllDay(hours: BusinessHours, slug: string, group?: ServiceData['group']): boolean {
  return hours.allDay.services.includes(slug) || (!!group && hours.allDay.groups.includes(group));
}

/** Runs of consecutive days (Monday first) with the same times, with the times. */
function runs(hours: BusinessHours): { days: number[]; times: Times }[] {
  const out: { days: number[]; times: Times }[] = [];
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    const times = hours.week[WEEK[day]!];
    if (!times) continue;
    const last = out.at(-1);
    const previous = last?.days.at(-1);
    if (last && previous !== undefined && (previous + 1) % 7 === day && last.times.opens === times.opens && last.times.closes === times.closes) last.days.push(day);
    else out.push({ days: [day], times });
  }
  return out;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const fromTo = (times: Times) => `de ${clockText(minutes(times.opens))} a ${clockText(minutes(times.closes))}`;

/**
 * The two promises of the hours (DECISIONS.md, "What 24/7 means"), each a line of the footer, the legal pages and the
 * landing page: "Pedidos por WhatsApp: lunes a sábado de 7:00 a. m. a 7:00 p. m., excepto festivos" and
 * "Soporte de servicios en curso y refrigeración: 24 horas". The week's hours are when a new request by WhatsApp is
 * answered, as the line beside each chat button says; what answers at every hour is named in site.yaml.
 */
export function hoursLines(hours: BusinessHours): [requests: string, allDay: string] {
  const week = runs(hours).map(({ days, times }) => {
    const names = days.length === 1 ? SPANISH_DAYS[days[0]!] : `${SPANISH_DAYS[days[0]!]} a ${SPANISH_DAYS[days.at(-1)!]}`;
    return `${names} ${fromTo(times)}`;
  });
  const holidays = hours.holidays ? `festivos ${fromTo(hours.holidays)}` : 'excepto festivos';
  return [`Pedidos por WhatsApp: ${week.join(', ')}, ${holidays}`, `${capitalised(hours.allDay.label)}: 24 horas`];
}

/** What answers at every hour, as schema.org reads it: every day from midnight to the last minute, as Google asks. */
export function allDayHours(): OpeningHoursSpecification {
  return { '@type': 'OpeningHoursSpecification', dayOfWeek: [...SCHEMA_DAYS.slice(1), SCHEMA_DAYS[0]], opens: '00:00', closes: '23:59' };
}

/**
 * The hours as schema.org and Google read them: each run of days with its times, and each festivo of the coming year
 * as a special day (closed: opens and closes at 00:00, as Google asks), from `today` (YYYY-MM-DD) on.
 */
export function openingHoursSpecification(hours: BusinessHours, holidays: string[], today: string): OpeningHoursSpecification[] {
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + LISTED_HOLIDAY_DAYS * 86_400_000).toISOString().slice(0, 10);
  const holidayTimes = hours.holidays ?? { opens: '00:00', closes: '00:00' };
  return [
    ...runs(hours).map(({ days, times }) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: days.map((day) => SCHEMA_DAYS[day]!),
      opens: times.opens,
      closes: times.closes,
    })),
    ...holidays
      .filter((day) => day >= today && day < until)
      .map((day) => ({ '@type': 'OpeningHoursSpecification' as const, validFrom: day, validThrough: day, ...holidayTimes })),
  ];
}
