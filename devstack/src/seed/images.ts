// Bundled seed illustrations, generated as small SVG files so nothing is fetched from the internet.
// `npx tsx devstack/src/seed/write-images.ts` writes them to web/public/images/seed/, served by the web app.

/** Deterministic pseudo-random numbers so regenerating gives the same files. */
function random(seed: number): () => number {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

const PALETTES = [
  ['#fde68a', '#f59e0b', '#b45309', '#fff7ed'],
  ['#fbcfe8', '#ec4899', '#9d174d', '#fdf2f8'],
  ['#bbf7d0', '#22c55e', '#166534', '#f0fdf4'],
  ['#bfdbfe', '#3b82f6', '#1e3a8a', '#eff6ff'],
  ['#ddd6fe', '#8b5cf6', '#4c1d95', '#f5f3ff'],
  ['#fed7aa', '#f97316', '#7c2d12', '#fff7ed'],
  ['#a5f3fc', '#06b6d4', '#155e75', '#ecfeff'],
  ['#fecaca', '#ef4444', '#7f1d1d', '#fef2f2'],
] as const;

function palette(index: number): readonly string[] {
  return PALETTES[index % PALETTES.length]!;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A member portrait: background, shoulders, face and hair in seeded colours. */
export function avatarSvg(seed: number, label: string): string {
  const [light, main, dark] = palette(seed);
  const rnd = random(seed + 7);
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#a1665e'][
    Math.floor(rnd() * 6)
  ];
  const hair = ['#2d1b0e', '#5a3825', '#b55239', '#e6be8a', '#1f1f1f', '#7a4a2a'][
    Math.floor(rnd() * 6)
  ];
  const longHair = rnd() > 0.5;
  return svg(
    400,
    400,
    label,
    `<rect width="400" height="400" fill="${light}"/>` +
      `<circle cx="320" cy="80" r="40" fill="${main}" opacity="0.4"/>` +
      (longHair ? `<rect x="120" y="130" width="160" height="170" rx="70" fill="${hair}"/>` : '') +
      `<path d="M70 400 C80 300 140 270 200 270 C260 270 320 300 330 400 Z" fill="${dark}"/>` +
      `<rect x="178" y="230" width="44" height="50" rx="14" fill="${skin}"/>` +
      `<ellipse cx="200" cy="180" rx="70" ry="82" fill="${skin}"/>` +
      `<path d="M128 170 C125 100 275 100 272 170 C250 130 160 120 128 170 Z" fill="${hair}"/>` +
      `<circle cx="175" cy="185" r="7" fill="#1f2937"/><circle cx="225" cy="185" r="7" fill="#1f2937"/>` +
      `<path d="M178 218 Q200 236 222 218" stroke="#7f1d1d" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
}

/** A café logo: initials in a badge with a coffee cup. */
export function placeLogoSvg(seed: number, name: string): string {
  const [light, main, dark, paper] = palette(seed);
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return svg(
    600,
    400,
    name,
    `<rect width="600" height="400" fill="${paper}"/>` +
      `<circle cx="300" cy="185" r="140" fill="${light}" stroke="${main}" stroke-width="10"/>` +
      `<path d="M240 200 h100 v40 a40 40 0 0 1 -40 40 h-20 a40 40 0 0 1 -40 -40 Z" fill="${main}"/>` +
      `<path d="M340 210 a18 18 0 0 1 0 36" stroke="${main}" stroke-width="8" fill="none"/>` +
      `<path d="M270 185 q10 -20 0 -40 M300 185 q10 -20 0 -40 M330 185 q10 -20 0 -40" stroke="${dark}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      `<text x="300" y="130" text-anchor="middle" font-family="Georgia, serif" font-size="56" font-weight="700" fill="${dark}">${escape(initials)}</text>` +
      `<text x="300" y="370" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="${dark}">${escape(name)}</text>`,
  );
}

/** A story header: sun, hills and a table, in the story's palette. */
export function storyImageSvg(seed: number, label: string): string {
  const [light, main, dark, paper] = palette(seed);
  const rnd = random(seed + 3);
  const sunX = 150 + Math.floor(rnd() * 500);
  return svg(
    1200,
    630,
    label,
    `<rect width="1200" height="630" fill="${paper}"/>` +
      `<circle cx="${sunX}" cy="180" r="90" fill="${light}"/>` +
      `<path d="M0 420 Q300 300 600 420 T1200 400 V630 H0 Z" fill="${main}" opacity="0.7"/>` +
      `<path d="M0 500 Q400 400 800 500 T1200 480 V630 H0 Z" fill="${dark}" opacity="0.8"/>` +
      `<rect x="470" y="440" width="260" height="20" rx="8" fill="#fff"/>` +
      `<rect x="500" y="460" width="12" height="90" fill="#fff"/><rect x="688" y="460" width="12" height="90" fill="#fff"/>` +
      `<circle cx="560" cy="430" r="18" fill="#fff" stroke="${dark}" stroke-width="4"/><circle cx="640" cy="430" r="18" fill="#fff" stroke="${dark}" stroke-width="4"/>`,
  );
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(label)}">${body}</svg>\n`;
}
