// The objects illustrations are made of, by the names content gives them: Fluent Emoji Flat (emoji.ts), and the
// objects of the trade it does not have, drawn in its manner (templates/illustrations/trade-objects.ts). The schema
// accepts these names beside the emoji names; the pictures stage looks each page's up here and hands the templates
// the drawing.
import { emoji, hasEmoji } from './emoji.ts';
import type { SceneName } from '../rules.ts';
import { OBJECTS, type Drawable, type Drawing } from '../../templates/illustrations/trade-objects.ts';

/** The names of the objects drawn for this site. */
export const DRAWN_HERE = Object.keys(OBJECTS) as (keyof typeof OBJECTS)[];

/** Whether a name is one of the objects drawn here or a Fluent Emoji Flat icon. */
export function isDrawable(name: string): boolean {
  return Object.hasOwn(OBJECTS, name) || hasEmoji(name);
}

/** An object's SVG body, from those drawn here or from Fluent Emoji Flat. */
export function drawable(name: string): Drawable {
  return Object.hasOwn(OBJECTS, name) ? { body: OBJECTS[name as keyof typeof OBJECTS].join(''), width: 32, height: 32 } : emoji(name);
}

/** An illustration (the content's names, as pipeline/types.ts Illustration) as the templates draw it. */
export function drawingOf(illustration: { scene: SceneName; subject: string; details?: string[] }): Drawing {
  return { scene: illustration.scene, subject: drawable(illustration.subject), details: (illustration.details ?? []).map(drawable) };
}
