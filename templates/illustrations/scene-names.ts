// The names of the illustrations' backdrops (drawn in scenes.tsx), apart from the drawing so the schema can read them.

/** The backdrops, each named for the Cartagena landmark it shows. */
export const SCENES = ['balcon', 'murallas', 'bahia', 'torre-del-reloj', 'san-felipe', 'la-popa'] as const;
export type SceneName = (typeof SCENES)[number];

/** The backdrop of each catalogue group: every service of a group shares its landmark. */
export const GROUP_SCENES = {
  hogar: 'balcon',
  reparaciones: 'murallas',
  automotriz: 'bahia',
  especializados: 'torre-del-reloj',
} as const satisfies Record<string, SceneName>;
