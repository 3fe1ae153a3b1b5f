// When the chat answers, as the line beside a chat button says it (DECISIONS.md, "Hours the chat knows"): decided
// here alone, from the hours, the festivos and the instant, so that the build's tests and the browser agree; and the
// hours as the page's configuration carries them to the browser (hoursData). Shared by the build (pipeline/hours.ts,
// templates/client-config.ts) and the page's script (client/chat-when.ts): it imports nothing but types.
import type { SiteConfig } from './types.ts';

/** Minutes since midnight in Cartagena. */
export type Minutes = number;

/** The hours as the build resolves them from site.yaml (pipeline/hours.ts) and serves them to the page's script. */
export interface HoursData {
  /** Opening and closing minute of each weekday, Sunday first (JavaScript's `getUTCDay()`); null when closed. */
  week: ([Minutes, Minutes] | null)[];
  /** Festivos, YYYY-MM-DD, on the day they are kept. */
  holidays: string[];
  /** The times of a festivo; null when closed. */
  holiday: [Minutes, Minutes] | null;
}

/** site.yaml's weekdays in the order of JavaScript's `getUTCDay()` (Sunday first), as HoursData holds them. */
export const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** "07:30" as minutes since midnight. */
export const minutes = (time: string): Minutes => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const span = (times: { opens: string; closes: string } | undefined): [Minutes, Minutes] | null => (times ? [minutes(times.opens), minutes(times.closes)] : null);

/** The hours of site.yaml as the chat line's script reads them, with the festivos (YYYY-MM-DD) it is to know. */
export function hoursData(hours: SiteConfig['legal']['hours'], holidays: string[]): HoursData {
  return { week: WEEK.map((day) => span(hours.week[day])), holidays, holiday: span(hours.holidays) };
}

/** Colombia keeps UTC−5 all year (no daylight saving time since 1993). */
const BOGOTA_OFFSET_MS = -5 * 3_600_000;
const DAY_MS = 86_400_000;
const DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** "7:00 a. m.", "12:30 p. m.", its spaces non-breaking so that a line never splits a time. */
export function clockText(minutes: Minutes): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0');
  return `${hour % 12 || 12}:${minute}\u00a0${hour < 12 ? 'a.\u00a0m.' : 'p.\u00a0m.'}`;
}

/**
 * The line for a chat button at `instant` (ms since the epoch, any clock: it is read in Cartagena's time): null while
 * someone answers within the hours; outside them, that a page that answers at every hour (`allDay`) answers now, or
 * when the answer comes: "Te respondemos mañana desde las 7:00 a. m.". Null when no day of the coming week has hours.
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
  if (today && now < today[0]) return `Te respondemos hoy desde ${atTime(today[0])}`;
  for (let ahead = 1; ahead <= 7; ahead++) {
    const dayStart = todayStart + ahead * DAY_MS;
    const times = timesOn(dayStart);
    if (!times) continue;
    const weekday = DAYS[new Date(dayStart).getUTCDay()];
    const when = ahead === 1 ? 'mañana' : ahead === 7 ? `el próximo ${weekday}` : `el ${weekday}`;
    return `Te respondemos ${when} desde ${atTime(times[0])}`;
  }
  return null;
}

/** "las 7:00 a. m.", and "la 1:00 p. m." as Spanish says one o'clock. */
const atTime = (minutes: Minutes) => `${Math.floor(minutes / 60) % 12 === 1 ? 'la' : 'las'} ${clockText(minutes)}`;
