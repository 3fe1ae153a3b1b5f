// The business's hours as the site says them, from site.yaml and the festivos the build resolved (pipeline/content/hours.ts):
// the footer's lines, search engines' openingHoursSpecification, and the line beside a chat button, which the page's
// script (client/chat-when.ts) writes from the hours the page's configuration carries (hoursData). The chat line is
// decided here alone, so that the build's tests and the browser agree; this module imports nothing but types.
import type { OpeningHoursSpecification } from 'schema-dts';
import type { SiteConfig } from '../pipeline/types.ts';

type BusinessHours = SiteConfig['legal']['hours'];
type Times = { opens: string; closes: string };
/** Minutes since midnight in Cartagena. */
export type Minutes = number;

/** The hours as the page's configuration carries them to the chat line's script. */
export interface HoursData {
  /** Opening and closing minute of each weekday, Sunday first (JavaScript's `getUTCDay()`); null when closed. */
  week: ([Minutes, Minutes] | null)[];
  /** Festivos, YYYY-MM-DD, on the day they are kept. */
  holidays: string[];
  /** The times of a festivo; null when closed. */
  holiday: [Minutes, Minutes] | null;
}

/** site.yaml's weekdays in the order of JavaScript's `getUTCDay()` (Sunday first), as HoursData holds them. */
const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
/** The same days as schema.org's DayOfWeek names them, and as Spanish does. */
const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const SPANISH_DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
/** How far ahead search engines are told of festivos: far enough for a site rebuilt now and then, and ~0.2 KB gzip. */
const LISTED_HOLIDAY_DAYS = 365;
/** Colombia keeps UTC−5 all year (no daylight saving time since 1993). */
const BOGOTA_OFFSET_MS = -5 * 3_600_000;
const DAY_MS = 86_400_000;

/** "07:30" as minutes since midnight. */
const minutes = (time: string): Minutes => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const span = (times: Times | undefined): [Minutes, Minutes] | null => (times ? [minutes(times.opens), minutes(times.closes)] : null);

/** The hours of site.yaml as the chat line's script reads them, with the festivos (YYYY-MM-DD) it is to know. */
export function hoursData(hours: BusinessHours, holidays: string[]): HoursData {
  return { week: WEEK.map((day) => span(hours.week[day])), holidays, holiday: span(hours.holidays) };
}

/** "7:00 a. m.", "12:30 p. m.", its spaces non-breaking so that a line never splits a time. */
export function clockText(minutes: Minutes): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0');
  return `${hour % 12 || 12}:${minute}\u00a0${hour < 12 ? 'a.\u00a0m.' : 'p.\u00a0m.'}`;
}

/**
 * Out of hours, support of a service already agreed or under way still answers (DECISIONS.md, "What 24/7 means"): the
 * second line, under when a new request is answered.
 */
export const UNDER_WAY_LINE = '¿Ya tienes un servicio en curso? Escríbenos: te atendemos ahora.';

/**
 * The line for a chat button at `instant` (ms since the epoch, any clock: it is read in Cartagena's time): null while
 * someone answers within the hours; outside them, that a page that answers at every hour (`allDay`) answers now, or
 * two lines (a "\n" between them): when a new request is answered ("Pedidos nuevos: te respondemos mañana desde las
 * 7:00 a. m.") and UNDER_WAY_LINE. Only UNDER_WAY_LINE when no day of the coming week has hours.
 */
export function answerLine(hours: HoursData, instant: number, allDay: boolean): string | null {
  const local = instant + BOGOTA_OFFSET_MS;
  const timesOn = (dayStart: number) => {
    const date = new Date(dayStart);
    return hours.holidays.includes(date.toISOString().slice(0, 10)) ? hours.holiday : (hours.week[date.getUTCDay()] ?? null);
  };
  const todayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const now = Math.floor((local - todayStart) / 60_000);
  const today = timesOn(todayStart);
  if (today && now >= today[0] && now < today[1]) return null;
  if (allDay) return 'Atendemos las 24 horas: te respondemos ahora.';
  const requests = (when: string, opens: Minutes) => `Pedidos nuevos: te respondemos ${when} desde ${atTime(opens)}\n${UNDER_WAY_LINE}`;
  if (today && now < today[0]) return requests('hoy', today[0]);
  for (let ahead = 1; ahead <= 7; ahead++) {
    const dayStart = todayStart + ahead * DAY_MS;
    const times = timesOn(dayStart);
    if (!times) continue;
    const weekday = SPANISH_DAYS[new Date(dayStart).getUTCDay()];
    return requests(ahead === 1 ? 'mañana' : ahead === 7 ? `el próximo ${weekday}` : `el ${weekday}`, times[0]);
  }
  return UNDER_WAY_LINE;
}

/** "las 7:00 a. m.", and "la 1:00 p. m." as Spanish says one o'clock. */
const atTime = (minutes: Minutes) => `${Math.floor(minutes / 60) % 12 === 1 ? 'la' : 'las'} ${clockText(minutes)}`;

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
