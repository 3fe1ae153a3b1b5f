// What illustrations are drawn from: the objects of a drawing, and the objects of the trade that Fluent Emoji Flat
// does not have (there is no emoji for a washing machine, a split air conditioner or a Colombian rooftop water tank),
// drawn in its manner: a 32-unit grid, flat fills from its palette, rounded corners, no outlines. Each is a list of
// SVG elements; the pictures stage looks content's names up here and in the emoji set (pipeline/pictures/drawables.ts).
import type { SceneName } from '../../pipeline/rules.ts';

/** One object ready to place: its SVG body on a `width` x `height` grid. */
export interface Drawable {
  body: string;
  width: number;
  height: number;
}

/** An illustration with its objects looked up: what the picture templates draw. */
export interface Drawing {
  scene: SceneName;
  subject: Drawable;
  details: Drawable[];
}

// Fluent's own colours, so the objects drawn here sit beside the emoji without a seam.
const C = {
  white: '#ffffff',
  paper: '#e1d8ec',
  mist: '#cdc4d6',
  steel: '#b4acbc',
  grey: '#9b9b9b',
  iron: '#636363',
  coal: '#433b4b',
  ink: '#321b41',
  sky: '#83cbff',
  blue: '#00a6ed',
  deep: '#0074ba',
  red: '#f8312f',
  wine: '#ca0b4a',
  orange: '#ff822d',
  gold: '#ffb02e',
  green: '#00d26a',
  leaf: '#00a651',
  purple: '#8d65c5',
  plum: '#533566',
  wood: '#6d4534',
  sand: '#f4d9b0',
} as const;

export const OBJECTS = {
  /** A front-loading washing machine with water behind its round door. */
  'washing-machine': [
    `<rect x="5" y="2" width="22" height="28" rx="3" fill="${C.paper}"/>`,
    `<path d="M5 5a3 3 0 0 1 3-3h16a3 3 0 0 1 3 3v4H5z" fill="${C.steel}"/>`,
    `<rect x="7.5" y="4.5" width="7" height="2.5" rx="1" fill="${C.sky}"/>`,
    `<circle cx="23" cy="5.75" r="1.6" fill="${C.iron}"/>`,
    `<circle cx="16" cy="19.5" r="8" fill="${C.grey}"/>`,
    `<circle cx="16" cy="19.5" r="6.2" fill="${C.sky}"/>`,
    `<path d="M9.8 20q3.1-1.6 6.2 0t6.2 0a6.2 6.2 0 0 1-12.4 0z" fill="${C.blue}"/>`,
    `<circle cx="13" cy="17" r="1.2" fill="${C.white}"/><circle cx="18.5" cy="23" r=".9" fill="${C.white}"/>`,
  ],
  /** A top-loading washing machine (the common kind in Cartagena), lid up and foam in its drum. */
  'washing-machine-top-loader': [
    `<path d="M7 11.5L8.5 2h15L25 11.5z" fill="${C.sky}" opacity=".75"/>`,
    `<path d="M7 11.5L8.5 2h15L25 11.5h-2L21.8 4h-11.6L9 11.5z" fill="${C.steel}"/>`,
    `<rect x="3.5" y="11" width="25" height="19" rx="3" fill="${C.paper}"/>`,
    `<path d="M3.5 14a3 3 0 0 1 3-3h19a3 3 0 0 1 3 3v2h-25z" fill="${C.mist}"/>`,
    `<ellipse cx="16" cy="13.5" rx="9" ry="2" fill="${C.deep}"/>`,
    `<circle cx="11" cy="12" r="1.6" fill="${C.white}"/><circle cx="14.5" cy="11.3" r="2" fill="${C.white}"/><circle cx="18.5" cy="12" r="1.5" fill="${C.white}"/><circle cx="21" cy="12.6" r="1" fill="${C.white}"/>`,
    `<rect x="6.5" y="19" width="8" height="3" rx="1" fill="${C.blue}"/><circle cx="22.5" cy="20.5" r="2.6" fill="${C.grey}"/><circle cx="22.5" cy="20.5" r="1" fill="${C.iron}"/>`,
    `<rect x="5.5" y="29" width="4" height="2" rx=".8" fill="${C.iron}"/><rect x="22.5" y="29" width="4" height="2" rx=".8" fill="${C.iron}"/>`,
  ],
  /** The indoor unit of a split air conditioner, cold air coming out. */
  'air-conditioner': [
    `<path d="M1 9a3 3 0 0 1 3-3h24a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3z" fill="${C.paper}"/>`,
    `<path d="M1 14h30v3a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3z" fill="${C.mist}"/>`,
    `<rect x="4" y="16" width="24" height="1.8" rx=".9" fill="${C.iron}"/>`,
    `<circle cx="27" cy="9.5" r="1" fill="${C.green}"/>`,
    `<path d="M8 22.5c-.8 1.3-.8 2.7 0 4M16 22.5c-.8 1.3-.8 2.7 0 4M24 22.5c-.8 1.3-.8 2.7 0 4" fill="none" stroke="${C.sky}" stroke-width="1.6" stroke-linecap="round"/>`,
  ],
  /** A rooftop plastic water tank with its lid, as on Cartagena's houses, the water drop on its side. */
  'water-tank': [
    `<path d="M6 10h20l-1.6 17.5A2.8 2.8 0 0 1 21.6 30H10.4a2.8 2.8 0 0 1-2.8-2.5z" fill="${C.deep}"/>`,
    `<path d="M6.4 14.5h19.2l-.15 1.8H6.55zM7.5 26h17l-.15 1.8H7.65z" fill="${C.blue}"/>`,
    `<path d="M16 17.5c2.2 2.8 3.3 4.6 3.3 6a3.3 3.3 0 0 1-6.6 0c0-1.4 1.1-3.2 3.3-6z" fill="${C.white}"/>`,
    `<rect x="4.5" y="8" width="23" height="3.5" rx="1.5" fill="${C.plum}"/>`,
    `<path d="M9 8a7 5 0 0 1 14 0z" fill="${C.coal}"/>`,
    `<rect x="14" y="1.5" width="4" height="2.5" rx="1" fill="${C.coal}"/>`,
  ],
  /** The large tank of a building or a business: a steel cistern with its ladder and manhole. */
  cistern: [
    `<rect x="3" y="27" width="26" height="3" rx="1" fill="${C.iron}"/>`,
    `<path d="M4 10a12 4.5 0 0 1 24 0v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" fill="${C.steel}"/>`,
    `<path d="M4 10a12 4.5 0 0 1 24 0a12 3 0 0 1-24 0z" fill="${C.mist}"/>`,
    `<path d="M4 17.5h24M4 23h24" stroke="${C.grey}" stroke-width="1"/>`,
    `<rect x="12.5" y="5.5" width="7" height="3" rx="1.5" fill="${C.iron}"/>`,
    `<path d="M16 14c2.4 3 3.6 5 3.6 6.6a3.6 3.6 0 0 1-7.2 0c0-1.6 1.2-3.6 3.6-6.6z" fill="${C.blue}"/>`,
    `<path d="M24.5 9v19M27.5 9v19" stroke="${C.iron}" stroke-width="1.1"/><path d="M24.5 12h3M24.5 15.5h3M24.5 19h3M24.5 22.5h3M24.5 26h3" stroke="${C.iron}" stroke-width="1"/>`,
  ],
  /** An upholstered armchair. */
  armchair: [
    `<path d="M7 7a5 5 0 0 1 5-5h8a5 5 0 0 1 5 5v12H7z" fill="${C.purple}"/>`,
    `<rect x="2.5" y="13" width="7" height="14" rx="3.5" fill="${C.plum}"/>`,
    `<rect x="22.5" y="13" width="7" height="14" rx="3.5" fill="${C.plum}"/>`,
    `<rect x="8" y="17.5" width="16" height="6.5" rx="2.5" fill="#b18ae8"/>`,
    `<rect x="5" y="23" width="22" height="4.5" rx="1.5" fill="${C.plum}"/>`,
    `<path d="M6.5 27.5h3l-.6 3H7.1zM22.5 27.5h3l-.6 3h-1.8z" fill="${C.wood}"/>`,
  ],
  /** A push lawn mower on cut grass. */
  'lawn-mower': [
    `<path d="M17 15L27.5 3.5" stroke="${C.iron}" stroke-width="2" stroke-linecap="round"/>`,
    `<path d="M25 2.5l4.5 3" stroke="${C.ink}" stroke-width="2.4" stroke-linecap="round"/>`,
    `<path d="M2 22a7 7 0 0 1 7-7h11a4 4 0 0 1 4 4v4H2z" fill="${C.red}"/>`,
    `<rect x="7" y="11.5" width="9" height="5" rx="2" fill="${C.grey}"/>`,
    `<circle cx="7" cy="25" r="4" fill="${C.ink}"/><circle cx="7" cy="25" r="1.5" fill="${C.grey}"/>`,
    `<circle cx="20.5" cy="25.5" r="3.5" fill="${C.ink}"/><circle cx="20.5" cy="25.5" r="1.3" fill="${C.grey}"/>`,
    `<path d="M0 31l1-3.5 1 3.5 1.3-4.5 1.2 4.5 1-3 1 3 1.2-4 1.1 4 1.2-3.5 1 3.5 1.3-4.2 1 4.2 1.2-3 1 3 1.3-4 1 4 1.2-3.2 1 3.2 1.3-4.4 1 4.4 1.1-3 1 3 1.3-3.8 1 3.8z" fill="${C.leaf}"/>`,
  ],
  /** A two-door refrigerator. */
  refrigerator: [
    `<rect x="7" y="1" width="18" height="30" rx="3" fill="${C.paper}"/>`,
    `<path d="M21 1h1a3 3 0 0 1 3 3v24a3 3 0 0 1-3 3h-1z" fill="${C.mist}"/>`,
    `<rect x="7" y="10.5" width="18" height="1.2" fill="${C.steel}"/>`,
    `<rect x="9.5" y="4.5" width="1.8" height="4" rx=".9" fill="${C.grey}"/><rect x="9.5" y="13.5" width="1.8" height="8" rx=".9" fill="${C.grey}"/>`,
    `<circle cx="17" cy="5.5" r="1.3" fill="${C.red}"/><rect x="15" y="14" width="3.5" height="2.5" rx=".6" fill="${C.gold}"/>`,
  ],
  /** A tall loudspeaker cabinet, the kind a picó stacks. */
  speaker: [
    `<rect x="5.5" y="1" width="21" height="30" rx="2.5" fill="${C.coal}"/>`,
    `<circle cx="16" cy="8" r="4" fill="${C.iron}"/><circle cx="16" cy="8" r="1.7" fill="${C.ink}"/>`,
    `<circle cx="16" cy="20.5" r="7.5" fill="${C.iron}"/><circle cx="16" cy="20.5" r="5.3" fill="${C.grey}"/><circle cx="16" cy="20.5" r="2.2" fill="${C.coal}"/>`,
    `<rect x="8" y="28.5" width="16" height="1" rx=".5" fill="${C.gold}"/>`,
  ],
  /** An electric water pump: the finned motor and the pump head with its pipe up to the tank. */
  'water-pump': [
    `<rect x="2" y="26" width="28" height="3" rx="1" fill="${C.iron}"/>`,
    `<rect x="2" y="13.5" width="15" height="12.5" rx="3" fill="${C.deep}"/>`,
    `<path d="M5.5 13.5v12.5M9 13.5v12.5M12.5 13.5v12.5" stroke="${C.blue}" stroke-width="1.3"/>`,
    `<rect x="21" y="4.5" width="4" height="10" fill="${C.steel}"/><rect x="20" y="3" width="6" height="2.5" rx=".8" fill="${C.grey}"/>`,
    `<rect x="27" y="17.5" width="4" height="4" fill="${C.steel}"/>`,
    `<circle cx="23" cy="19.5" r="6.5" fill="${C.grey}"/><circle cx="23" cy="19.5" r="2.5" fill="${C.iron}"/>`,
  ],
  /** A security camera on its wall bracket, red light on. */
  'security-camera': [
    `<rect x="26.5" y="9" width="4.5" height="13" rx="1.5" fill="${C.grey}"/>`,
    `<path d="M19 16.5h9v3h-9z" fill="${C.iron}"/>`,
    `<g transform="rotate(14 12 13)"><rect x="2" y="8.5" width="21" height="9" rx="3" fill="${C.paper}"/><rect x="2" y="8.5" width="21" height="3" rx="1.5" fill="${C.mist}"/><rect x="0.5" y="9.8" width="4.5" height="6.4" rx="2" fill="${C.ink}"/><circle cx="2.9" cy="13" r="1.6" fill="${C.blue}"/><circle cx="20" cy="14.5" r=".9" fill="${C.red}"/></g>`,
  ],
  /** A swimming pool with clear water and its ladder. */
  pool: [
    `<rect x="1" y="7" width="30" height="23" rx="4" fill="${C.sand}"/>`,
    `<rect x="3.5" y="9.5" width="25" height="18" rx="2.5" fill="${C.blue}"/>`,
    `<path d="M6.5 15.5q2-1.6 4 0t4 0t4 0t4 0M9 22q2-1.6 4 0t4 0t4 0" fill="none" stroke="${C.sky}" stroke-width="1.4" stroke-linecap="round"/>`,
    `<path d="M20 12.5V5.5a2 2 0 0 1 4 0M25 12.5V5.5a2 2 0 0 1 4 0" fill="none" stroke="${C.grey}" stroke-width="1.6" stroke-linecap="round"/>`,
  ],
  /** A drained pool, tiles bare and one cracked: the pool that needs a repair. */
  'pool-drained': [
    `<rect x="1" y="7" width="30" height="23" rx="4" fill="${C.sand}"/>`,
    `<rect x="3.5" y="9.5" width="25" height="18" rx="2.5" fill="#cfe9f7"/>`,
    `<path d="M9.7 9.5v18M16 9.5v18M22.3 9.5v18M3.5 15.5h25M3.5 21.5h25" stroke="#9fd3ef" stroke-width=".8"/>`,
    `<path d="M11 10l2 3.5-1.5 2.5 2.5 3-1 3" fill="none" stroke="${C.iron}" stroke-width="1.2" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<ellipse cx="21" cy="25" rx="4.5" ry="1.3" fill="${C.blue}"/>`,
  ],
  /** A wrought-iron gate with spear tips. */
  'iron-gate': [
    `<path d="M6 8l1-3.5L8 8zM10.5 8l1-3.5 1 3.5zM15 8l1-3.5L17 8zM19.5 8l1-3.5 1 3.5zM24 8l1-3.5L26 8z" fill="${C.coal}"/>`,
    `<path d="M7 7v23M11.5 7v23M16 7v23M20.5 7v23M25 7v23" stroke="${C.coal}" stroke-width="1.6"/>`,
    `<rect x="3" y="10" width="26" height="2" rx=".6" fill="${C.ink}"/><rect x="3" y="25.5" width="26" height="2" rx=".6" fill="${C.ink}"/>`,
    `<rect x="2" y="8" width="2.4" height="23" rx="1" fill="${C.ink}"/><rect x="27.6" y="8" width="2.4" height="23" rx="1" fill="${C.ink}"/>`,
    `<circle cx="13.75" cy="18.75" r="2.6" fill="none" stroke="${C.coal}" stroke-width="1.3"/><circle cx="18.25" cy="18.75" r="2.6" fill="none" stroke="${C.coal}" stroke-width="1.3"/>`,
  ],
  /** A window behind a security grille. */
  'barred-window': [
    `<rect x="3" y="2" width="26" height="28" rx="2.5" fill="${C.grey}"/>`,
    `<rect x="6" y="5" width="20" height="22" rx="1" fill="${C.sky}"/>`,
    `<path d="M8 7l5-2h3l-8 8zM8 18l11-11h3L8 21z" fill="${C.white}" opacity=".6"/>`,
    `<path d="M9.5 3v26M14 3v26M18.5 3v26M23 3v26" stroke="${C.coal}" stroke-width="1.5"/>`,
    `<rect x="4" y="11" width="24" height="1.6" fill="${C.coal}"/><rect x="4" y="20" width="24" height="1.6" fill="${C.coal}"/>`,
    `<rect x="1.5" y="28" width="29" height="2.5" rx="1" fill="${C.iron}"/>`,
  ],
  /** A printed circuit board with a chip, traces and a capacitor. */
  'circuit-board': [
    `<rect x="1.5" y="5" width="29" height="22" rx="2.5" fill="#00a06a"/>`,
    `<path d="M5 10h6v4h3M5 22h8l3-3h3M21 9v4h6M19 22h8" fill="none" stroke="${C.gold}" stroke-width="1.2" stroke-linecap="round"/>`,
    `<circle cx="5" cy="10" r="1.1" fill="${C.gold}"/><circle cx="5" cy="22" r="1.1" fill="${C.gold}"/><circle cx="27" cy="13" r="1.1" fill="${C.gold}"/>`,
    `<rect x="13" y="11" width="8" height="8" rx="1" fill="${C.ink}"/>`,
    `<path d="M14.5 10v1M17 10v1M19.5 10v1M14.5 19v1M17 19v1M19.5 19v1" stroke="${C.grey}" stroke-width=".8"/>`,
    `<circle cx="25" cy="20" r="2.5" fill="${C.blue}"/><rect x="6" y="14.5" width="4" height="2" rx=".5" fill="${C.wine}"/>`,
  ],
  /** A thick mattress, quilted on top, its blue border showing. */
  mattress: [
    `<path d="M1.5 15L9 6.5h21.5L23 15z" fill="${C.white}"/>`,
    `<path d="M6 9.5l3 5.5M10 6.5l4.5 8.5M15 6.5l4 8.5M20 6.5l3.5 7M25.5 6.5l1.5 3M4 12.3h21.3M7 8.7h21" stroke="${C.mist}" stroke-width=".8"/>`,
    `<path d="M23 15l7.5-8.5v11L23 26z" fill="${C.deep}"/>`,
    `<rect x="1.5" y="15" width="21.5" height="11" rx="1" fill="${C.blue}"/>`,
    `<rect x="1.5" y="15" width="21.5" height="1.4" fill="${C.sky}"/><rect x="1.5" y="24.4" width="21.5" height="1.6" fill="${C.sky}"/>`,
    `<rect x="9" y="19" width="6" height="2.2" rx="1.1" fill="${C.deep}"/>`,
  ],
  /** A car seen from the front with its bonnet up, the engine showing. */
  'car-bonnet-open': [
    `<path d="M6 11L8.5 1.5h15L26 11z" fill="${C.wine}"/>`,
    `<path d="M8.6 11L10.4 4h11.2l1.8 7z" fill="${C.iron}" opacity=".35"/>`,
    `<path d="M4.5 17l2-6h19l2 6z" fill="${C.coal}"/>`,
    `<rect x="9" y="11.5" width="14" height="5" rx="1" fill="${C.grey}"/><circle cx="12.5" cy="14" r="1.3" fill="${C.gold}"/><rect x="16" y="13" width="5" height="2" rx=".6" fill="${C.iron}"/>`,
    `<path d="M2 20a3 3 0 0 1 3-3h22a3 3 0 0 1 3 3v5H2z" fill="${C.red}"/>`,
    `<circle cx="7" cy="20.5" r="2" fill="${C.gold}"/><circle cx="25" cy="20.5" r="2" fill="${C.gold}"/>`,
    `<rect x="11.5" y="19.5" width="9" height="3" rx="1" fill="${C.ink}"/>`,
    `<rect x="2" y="24" width="28" height="2.5" rx="1.2" fill="${C.grey}"/>`,
    `<rect x="4" y="26" width="5" height="4" rx="1.2" fill="${C.ink}"/><rect x="23" y="26" width="5" height="4" rx="1.2" fill="${C.ink}"/>`,
  ],
  /** A car battery with its red and black terminals. */
  'car-battery': [
    `<rect x="7" y="5" width="4.5" height="4.5" rx="1" fill="${C.red}"/><rect x="20.5" y="5" width="4.5" height="4.5" rx="1" fill="${C.iron}"/>`,
    `<rect x="2.5" y="8.5" width="27" height="20" rx="2.5" fill="${C.coal}"/>`,
    `<rect x="2.5" y="8.5" width="27" height="5" rx="2" fill="${C.iron}"/>`,
    `<rect x="6.5" y="17" width="19" height="7.5" rx="1.5" fill="${C.gold}"/>`,
    `<path d="M9.5 20.75h3.5M11.25 19v3.5M19 20.75h3.5" stroke="${C.coal}" stroke-width="1.3" stroke-linecap="round"/>`,
  ],
  /** A wall tap, a drop falling from it. */
  faucet: [
    `<rect x="1" y="5.5" width="4.5" height="14" rx="1.5" fill="${C.grey}"/>`,
    `<path d="M4.5 9h16a8 8 0 0 1 8 8v5h-6.5v-5a2 2 0 0 0-2-2H4.5z" fill="${C.mist}"/>`,
    `<path d="M4.5 9h16a8 8 0 0 1 8 8v1h-1.8v-1a6.2 6.2 0 0 0-6.2-6.2H4.5z" fill="${C.paper}"/>`,
    `<rect x="20.8" y="21" width="8.4" height="2.8" rx="1.1" fill="${C.grey}"/>`,
    `<rect x="11" y="4.5" width="3" height="5" fill="${C.grey}"/><rect x="6.5" y="1.5" width="12" height="3.6" rx="1.8" fill="${C.blue}"/>`,
    `<path d="M25 25.3c1.6 2.1 2.4 3.4 2.4 4.4a2.4 2.4 0 0 1-4.8 0c0-1 .8-2.3 2.4-4.4z" fill="${C.blue}"/>`,
  ],
  /** A paint roller loaded with paint. */
  'paint-roller': [
    `<path d="M24 7h3.5v8.5H16.5v4" fill="none" stroke="${C.iron}" stroke-width="1.8" stroke-linejoin="round"/>`,
    `<rect x="2" y="2.5" width="23" height="9" rx="3.5" fill="${C.blue}"/>`,
    `<rect x="4" y="4" width="19" height="2" rx="1" fill="${C.sky}"/>`,
    `<path d="M6 11.5v3a1.3 1.3 0 0 0 2.6 0v-3z" fill="${C.blue}"/>`,
    `<rect x="14.5" y="18.5" width="4" height="12" rx="2" fill="${C.red}"/>`,
  ],
} satisfies Record<string, string[]>;
