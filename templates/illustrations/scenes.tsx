// The backdrops of the illustrations: one Cartagena landmark each, drawn in a few flat shapes from the site's palette
// (deep Caribbean blue, sea turquoise, sand and coral, near-white) and kept pale, so the object in front carries
// the picture. Every backdrop leaves the middle and right of the 800x450 frame to the object.
import type { ReactElement } from 'react';
import type { SceneName } from '../../pipeline/rules.ts';

const BLUE = '#0b3c5d';

/** The sky's colour, which the stage behind the object also fades into. */
export const SKIES: Record<SceneName, string> = {
  balcon: '#e3f4f5',
  murallas: '#fdf1e4',
  bahia: '#e8f1f8',
  'torre-del-reloj': '#eaf5f1',
  'san-felipe': '#fdf1e4',
  'la-popa': '#e3f4f5',
};

export function Scene({ name }: { name: SceneName }): ReactElement {
  return (
    <g>
      <rect width="800" height="450" fill={SKIES[name]} />
      {SCENE[name]()}
    </g>
  );
}

const SCENE: Record<SceneName, () => ReactElement> = {
  /** A colonial house of the walled city: coral wall, blue wooden balcony, bougainvillea spilling from its roof. */
  balcon: () => (
    <>
      <circle cx="730" cy="78" r="40" fill="#f6c98b" />
      <rect y="372" width="800" height="78" fill="#f3dcbb" />
      <rect width="262" height="372" fill="#f8d3b6" />
      <path d="M64 372v-46a44 44 0 0 1 88 0v46z" fill="#5f8fae" />
      <rect x="74" y="134" width="126" height="104" rx="4" fill="#7cc6cc" />
      <path d="M137 134v104" stroke="#5fb3ba" strokeWidth="4" />
      <path d="M10 126h270l-20-28H30z" fill="#c2603f" />
      <g fill={BLUE}>
        <rect x="26" y="126" width="9" height="124" />
        <rect x="246" y="126" width="9" height="124" />
        <rect x="18" y="194" width="246" height="9" rx="2" />
        <path d="M14 246h254l-12 16H26z" />
        {[44, 62, 80, 98, 116, 134, 152, 170, 188, 206, 224].map((x) => (
          <rect key={x} x={x} y="203" width="6" height="43" />
        ))}
      </g>
      <g fill="#2f9e6e">
        <ellipse cx="58" cy="128" rx="16" ry="8" />
        <ellipse cx="150" cy="124" rx="14" ry="7" />
        <ellipse cx="24" cy="178" rx="7" ry="13" />
        <ellipse cx="232" cy="126" rx="12" ry="6" />
      </g>
      <g fill="#d6336c">
        <circle cx="30" cy="112" r="16" />
        <circle cx="88" cy="118" r="15" />
        <circle cx="124" cy="110" r="12" />
        <circle cx="30" cy="150" r="12" />
        <circle cx="18" cy="200" r="10" />
        <circle cx="204" cy="116" r="12" />
      </g>
      <g fill="#f06595">
        <circle cx="56" cy="108" r="14" />
        <circle cx="106" cy="128" r="10" />
        <circle cx="40" cy="134" r="10" />
        <circle cx="26" cy="226" r="8" />
        <circle cx="180" cy="120" r="10" />
        <circle cx="250" cy="112" r="10" />
      </g>
    </>
  ),
  /** The city wall (Las Murallas) over the sea: sloped stone, a bastion's prow and its domed sentry box (garita). */
  murallas: () => (
    <>
      <circle cx="716" cy="78" r="40" fill="#f6c98b" />
      <rect y="208" width="800" height="50" fill="#9fd8dc" />
      <rect y="372" width="800" height="78" fill="#f7e8cc" />
      <path d="M0 256h800v116H0z" fill="#e8cc97" />
      <path d="M0 246h800v14H0z" fill="#d6b075" />
      <g fill="#c29a5c">
        {[330, 430, 530, 630, 730].map((x) => (
          <rect key={x} x={x} y="246" width="34" height="14" />
        ))}
      </g>
      <path d="M0 300h800M0 338h800" stroke="#dcbb82" strokeWidth="3" />
      <path d="M0 246h214l86 126H0z" fill="#dcb97f" />
      <path d="M0 236h218l8 12H0z" fill="#cfa566" />
      <path d="M0 290h244M0 330h272" stroke="#cfab70" strokeWidth="3" />
      <path d="M192 236c0 20 14 34 34 42c20-8 34-22 34-42z" fill="#cfa566" />
      <rect x="198" y="164" width="56" height="72" fill="#e8cc97" />
      <path d="M190 168a36 32 0 0 1 72 0z" fill="#cfa566" />
      <circle cx="226" cy="130" r="7" fill="#cfa566" />
      <rect x="220" y="182" width="12" height="30" rx="6" fill="#0b3c5d" opacity=".75" />
    </>
  ),
  /** The bay, with Bocagrande's towers on the far shore and the road along the water. */
  bahia: () => (
    <>
      <circle cx="716" cy="80" r="40" fill="#f6c98b" />
      <rect y="252" width="800" height="76" fill="#0e9aa7" />
      <path d="M0 280h800M0 306h800" stroke="#5fc0c8" strokeWidth="4" strokeDasharray="60 36" />
      <rect y="246" width="330" height="10" fill="#e9d2a6" />
      <g fill="#b9cfe3">
        <rect x="18" y="126" width="34" height="124" />
        <rect x="94" y="98" width="30" height="152" />
        <rect x="166" y="140" width="36" height="110" />
        <rect x="240" y="170" width="30" height="80" />
      </g>
      <g fill="#a3bfd9">
        <rect x="56" y="78" width="32" height="172" />
        <rect x="128" y="118" width="34" height="132" />
        <rect x="206" y="110" width="28" height="140" />
        <rect x="274" y="190" width="30" height="60" />
      </g>
      <path d="M62 90h20M62 112h20M62 134h20M62 156h20M134 130h22M134 152h22M212 122h16M212 144h16M212 166h16" stroke="#dbe7f2" strokeWidth="5" />
      <rect y="328" width="800" height="10" fill="#e9d2a6" />
      <rect y="338" width="800" height="112" fill="#2d5a78" />
      <path d="M0 398h800" stroke="#f6c98b" strokeWidth="6" strokeDasharray="44 34" />
    </>
  ),
  /** The Torre del Reloj, the clock tower over the triple-arched gate of the walled city. */
  'torre-del-reloj': () => (
    <>
      <circle cx="716" cy="82" r="40" fill="#f6c98b" />
      <rect y="372" width="800" height="78" fill="#f3e3c3" />
      <rect y="300" width="320" height="72" fill="#ecdcb8" />
      <rect x="36" y="226" width="208" height="146" fill="#f4d58d" />
      <rect x="30" y="218" width="220" height="12" fill="#e6bb63" />
      <g fill={BLUE} opacity=".85">
        <path d="M112 372v-72a28 28 0 0 1 56 0v72z" />
        <path d="M56 372v-54a18 18 0 0 1 36 0v54z" />
        <path d="M188 372v-54a18 18 0 0 1 36 0v54z" />
      </g>
      <rect x="94" y="128" width="92" height="90" fill="#f4d58d" />
      <rect x="88" y="120" width="104" height="10" fill="#e6bb63" />
      <circle cx="140" cy="173" r="27" fill="#ffffff" />
      <path d="M140 173v-17M140 173l12 7" stroke={BLUE} strokeWidth="5" strokeLinecap="round" />
      <rect x="110" y="70" width="60" height="50" fill="#f4d58d" />
      <path d="M128 120V96a12 12 0 0 1 24 0v24z" fill={BLUE} opacity=".85" />
      <path d="M104 72a36 30 0 0 1 72 0z" fill="#e6bb63" />
      <rect x="136" y="20" width="8" height="26" rx="3" fill="#e6bb63" />
    </>
  ),
  /** The Castillo San Felipe de Barajas: stepped stone ramparts on their hill, the flag on top. */
  'san-felipe': () => (
    <>
      <circle cx="716" cy="82" r="40" fill="#f6c98b" />
      <rect y="372" width="800" height="78" fill="#f3dcbb" />
      <path d="M0 372c30-70 110-116 190-116s170 46 230 116z" fill="#b7d9b4" />
      <path d="M30 330l40-56h250l44 56z" fill="#e2c795" />
      <path d="M92 274l28-40h146l24 40z" fill="#d6b77e" />
      <path d="M146 234l16-30h84l14 30z" fill="#e2c795" />
      <g fill="#c49a5e">
        {[60, 110, 160, 210, 260, 310].map((x) => (
          <rect key={x} x={x} y="296" width="16" height="10" />
        ))}
      </g>
      <path d="M62 274v-20a12 12 0 0 1 24 0v20zM272 274v-20a12 12 0 0 1 24 0v20z" fill="#d6b77e" />
      <rect x="202" y="150" width="4" height="56" fill={BLUE} />
      <rect x="206" y="152" width="34" height="11" fill="#fcd116" />
      <rect x="206" y="163" width="34" height="6" fill="#003893" />
      <rect x="206" y="169" width="34" height="6" fill="#ce1126" />
    </>
  ),
  /** The Cerro de La Popa with its white convent on top, over the city's edge. */
  'la-popa': () => (
    <>
      <circle cx="716" cy="82" r="40" fill="#f6c98b" />
      <rect y="300" width="800" height="72" fill="#9fd8dc" />
      <path d="M0 320c60-60 140-112 250-116 90-4 160 40 230 116z" fill="#9fcfa4" />
      <path d="M0 340c80-40 180-54 300-40s200 30 300 40v32H0z" fill="#b7d9b4" />
      <rect x="206" y="168" width="88" height="38" fill="#ffffff" />
      <path d="M200 170l12-14h76l12 14z" fill="#c2603f" />
      <rect x="230" y="130" width="22" height="40" fill="#ffffff" />
      <path d="M226 132l15-14 15 14z" fill="#c2603f" />
      <rect x="214" y="180" width="10" height="16" rx="5" fill={BLUE} opacity=".6" />
      <rect x="266" y="180" width="10" height="16" rx="5" fill={BLUE} opacity=".6" />
      <rect y="372" width="800" height="78" fill="#f3dcbb" />
    </>
  ),
};
