// The illustrations of pages whose content has no `illustration` field: the two hubs and the generic picture of the
// pages that have no drawing of their own (their share previews use it).
import type { Illustration } from '../../pipeline/types.ts';

/** An illustration in the scene shape (the one with a subject), as the schema reads it. */
export type SceneIllustration = Extract<Illustration, { subject: string }>;

/** Any page without its own picture: the toolbox of a home-services provider, on the city wall. */
export const GENERIC_ILLUSTRATION = {
  subject: 'toolbox',
  details: ['house', 'sparkles'],
  scene: 'murallas',
  icon: 'house-plug',
} satisfies SceneIllustration;

/** The hubs, by slug (content/hubs/): the home on its balcony, the businesses of Bocagrande's towers. */
export const HUB_ILLUSTRATIONS = {
  'servicios-para-el-hogar': { subject: 'house-with-garden', details: ['hammer-and-wrench', 'sparkles'], scene: 'balcon', icon: 'house' },
  'servicios-para-empresas': { subject: 'office-building', details: ['handshake', 'hammer-and-wrench'], scene: 'bahia', icon: 'building' },
} satisfies Record<string, SceneIllustration>;

/** A hub's illustration by its slug; a hub added later gets the generic picture with its own icon. */
export function hubIllustration(slug: string, icon: string): SceneIllustration {
  return Object.hasOwn(HUB_ILLUSTRATIONS, slug) ? HUB_ILLUSTRATIONS[slug as keyof typeof HUB_ILLUSTRATIONS] : { ...GENERIC_ILLUSTRATION, icon };
}
