// Seed event illustrations in the web app's warm palette (the colour tokens of web/src/styles.css),
// drawn flat like the app's own /images/events/*.svg set: a brunch table seen from the side with a
// motif that fits the event. Events that match one of the app's pictures (Halloween, garden, rooftop,
// wellness, new friends) use that picture instead; see events.ts.

/** Colour tokens of web/src/styles.css; the scenes use nothing else (a seed test checks both). */
export const WARM = {
  cream50: '#fffdf9',
  cream100: '#fbf6ee',
  cream200: '#f4eadb',
  cream300: '#e9d9c1',
  terracotta100: '#fbe6dc',
  terracotta200: '#f4c7b1',
  terracotta400: '#e07b52',
  terracotta500: '#c8603a',
  terracotta600: '#a84a27',
  terracotta700: '#8a3b1f',
  sage100: '#e6eee2',
  sage200: '#cbdcc4',
  sage400: '#8fae87',
  sage600: '#4f7048',
  sage700: '#3e5a38',
  ink900: '#2b211c',
  ink700: '#4a3d35',
  ink600: '#5e5048',
  ink500: '#6f6058',
  butter200: '#f7e3a6',
  butter400: '#e8bf4e',
} as const;

const C = WARM;

export type EventScene =
  | 'terrace'
  | 'plant-based'
  | 'flat-whites'
  | 'jazz'
  | 'mimosas'
  | 'board-games'
  | 'mindful'
  | 'fiesta'
  | 'pastry';

/** Top of the table: everything on it stands on this line. */
const TOP = 392;

const f = (n: number) => String(Math.round(n * 10) / 10);

function table(top: string, legs: string, cloth?: string): string {
  return (
    `<rect x="196" y="${TOP + 20}" width="16" height="110" fill="${legs}"/>` +
    `<rect x="588" y="${TOP + 20}" width="16" height="110" fill="${legs}"/>` +
    `<rect x="150" y="${TOP}" width="500" height="26" rx="13" fill="${top}"/>` +
    (cloth
      ? `<path d="M190 ${TOP + 2}h420l-14 58q-14 10-28 0-14 10-28 0-14 10-28 0-14 10-28 0-14 10-28 0-14 10-28 0-14 10-28 0-14 10-28 0-14 10-28 0-14 10-28 0-14 10-28 0-14 10-28 0-14 10-28 0z" fill="${cloth}"/>`
      : '')
  );
}

function plate(cx: number, rx = 46): string {
  return `<ellipse cx="${f(cx)}" cy="${TOP - 4}" rx="${f(rx)}" ry="10" fill="${C.cream50}"/>`;
}

function cup(
  cx: number,
  body: string = C.cream50,
  drink: string = C.terracotta700,
  scale = 1,
): string {
  const w = 22 * scale;
  const h = 44 * scale;
  const y = TOP - 8 - h;
  return (
    `<ellipse cx="${f(cx)}" cy="${TOP - 3}" rx="${f(w + 12)}" ry="7" fill="${C.cream50}"/>` +
    `<path d="M${f(cx + w - 2)} ${f(y + 10 * scale)}c${f(26 * scale)} 0 ${f(26 * scale)} ${f(28 * scale)} 0 ${f(28 * scale)}" fill="none" stroke="${body}" stroke-width="${f(7 * scale)}"/>` +
    `<path d="M${f(cx - w)} ${f(y)}h${f(2 * w)}l-${f(5 * scale)} ${f(h)}h-${f(2 * w - 10 * scale)}z" fill="${body}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(y + 1)}" rx="${f(w - 2)}" ry="${f(5 * scale)}" fill="${drink}"/>`
  );
}

function steam(cx: number, y: number, colour: string): string {
  return `<path d="M${f(cx - 10)} ${f(y)}c-10-18 10-26 0-44M${f(cx + 10)} ${f(y)}c-10-18 10-26 0-44" stroke="${colour}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
}

function croissant(cx: number, cy: number, size = 1): string {
  const s = size;
  return (
    `<path d="M${f(cx - 46 * s)} ${f(cy + 6 * s)}q${f(46 * s)} ${f(-64 * s)} ${f(92 * s)} 0q${f(-46 * s)} ${f(-22 * s)} ${f(-92 * s)} 0z" fill="${C.butter400}"/>` +
    `<path d="M${f(cx - 22 * s)} ${f(cy - 16 * s)}l${f(8 * s)} ${f(14 * s)}M${f(cx)} ${f(cy - 25 * s)}v${f(18 * s)}M${f(cx + 22 * s)} ${f(cy - 16 * s)}l${f(-8 * s)} ${f(14 * s)}" stroke="${C.terracotta500}" stroke-width="${f(4 * s)}" stroke-linecap="round"/>`
  );
}

function bowl(cx: number, fill: string, contents: string, width = 50): string {
  return (
    `<ellipse cx="${f(cx)}" cy="${TOP - 40}" rx="${f(width - 6)}" ry="16" fill="${contents}"/>` +
    `<path d="M${f(cx - width)} ${TOP - 40}a${width} 38 0 0 0 ${2 * width} 0z" fill="${fill}"/>`
  );
}

function leaf(x: number, y: number, angle: number, colour: string, size = 1): string {
  return `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${f(size)})" d="M0 0c24-38 72-38 96 0-24 38-72 38-96 0z" fill="${colour}"/>`;
}

function note(x: number, y: number, colour: string, size = 1): string {
  const s = size;
  return (
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(16 * s)}" ry="${f(12 * s)}" transform="rotate(-20 ${f(x)} ${f(y)})" fill="${colour}"/>` +
    `<rect x="${f(x + 11 * s)}" y="${f(y - 70 * s)}" width="${f(6 * s)}" height="${f(70 * s)}" fill="${colour}"/>` +
    `<path d="M${f(x + 14 * s)} ${f(y - 70 * s)}q${f(30 * s)} ${f(10 * s)} ${f(26 * s)} ${f(40 * s)}q${f(-6 * s)} ${f(-20 * s)} ${f(-26 * s)} ${f(-22 * s)}z" fill="${colour}"/>`
  );
}

function flute(cx: number, drink: string): string {
  const rim = TOP - 150;
  return (
    `<ellipse cx="${f(cx)}" cy="${TOP - 3}" rx="24" ry="6" fill="${C.cream50}"/>` +
    `<rect x="${f(cx - 3)}" y="${rim + 92}" width="6" height="56" fill="${C.cream50}"/>` +
    `<path d="M${f(cx - 22)} ${rim}h44l-6 80q-16 16-32 0z" fill="${C.cream50}"/>` +
    `<path d="M${f(cx - 20)} ${rim + 26}h40l-4 54q-16 14-32 0z" fill="${drink}"/>` +
    `<circle cx="${f(cx - 6)}" cy="${rim + 44}" r="3" fill="${C.butter200}"/><circle cx="${f(cx + 6)}" cy="${rim + 60}" r="3" fill="${C.butter200}"/>`
  );
}

function die(
  x: number,
  y: number,
  size: number,
  pips: number[],
  colour: string,
  angle = 0,
): string {
  const spots: Record<number, Array<[number, number]>> = {
    1: [[0.5, 0.5]],
    2: [
      [0.27, 0.27],
      [0.73, 0.73],
    ],
    3: [
      [0.27, 0.27],
      [0.5, 0.5],
      [0.73, 0.73],
    ],
    4: [
      [0.27, 0.27],
      [0.73, 0.27],
      [0.27, 0.73],
      [0.73, 0.73],
    ],
    5: [
      [0.27, 0.27],
      [0.73, 0.27],
      [0.5, 0.5],
      [0.27, 0.73],
      [0.73, 0.73],
    ],
    6: [
      [0.27, 0.25],
      [0.73, 0.25],
      [0.27, 0.5],
      [0.73, 0.5],
      [0.27, 0.75],
      [0.73, 0.75],
    ],
  };
  const dots = pips
    .flatMap((n) => spots[n] ?? [])
    .map(
      ([px, py]) =>
        `<circle cx="${f(px * size)}" cy="${f(py * size)}" r="${f(size * 0.08)}" fill="${C.ink900}"/>`,
    )
    .join('');
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><rect width="${size}" height="${size}" rx="${f(size * 0.18)}" fill="${colour}"/>${dots}</g>`;
}

function pancakes(cx: number, count: number): string {
  let out = `<ellipse cx="${f(cx)}" cy="${TOP - 4}" rx="74" ry="12" fill="${C.cream50}"/>`;
  for (let i = 0; i < count; i++) {
    const y = TOP - 14 - i * 18;
    out += `<ellipse cx="${f(cx)}" cy="${y}" rx="${58 - i}" ry="14" fill="${C.terracotta400}"/><ellipse cx="${f(cx)}" cy="${y - 4}" rx="${56 - i}" ry="12" fill="${C.butter400}"/>`;
  }
  const top = TOP - 14 - (count - 1) * 18 - 6;
  return (
    out +
    `<path d="M${f(cx - 40)} ${top}q40 16 80 0l-6 26q-4 8-8 0l-4-12q-20 8-40 0l-6 18q-4 8-8 0z" fill="${C.terracotta600}"/>` +
    `<rect x="${f(cx - 14)}" y="${top - 16}" width="28" height="14" rx="4" fill="${C.butter200}"/>`
  );
}

function tart(cx: number, cy: number, r = 30): string {
  return (
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${r}" ry="${f(r * 0.45)}" fill="${C.terracotta500}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy - 3)}" rx="${r - 7}" ry="${f(r * 0.32)}" fill="${C.butter400}"/>` +
    `<circle cx="${f(cx - 6)}" cy="${f(cy - 4)}" r="4" fill="${C.terracotta700}"/><circle cx="${f(cx + 8)}" cy="${f(cy - 1)}" r="3" fill="${C.terracotta700}"/>`
  );
}

function bunting(y: number, colours: string[], line: string): string {
  const flags = Array.from({ length: 11 }, (_, i) => {
    const x = 20 + i * 74;
    const sag = y + 26 * Math.sin((i / 10) * Math.PI);
    return `<path d="M${x} ${f(sag)}h56l-28 52z" fill="${colours[i % colours.length]}"/>`;
  }).join('');
  return `<path d="M0 ${y - 6}Q400 ${y + 60} 800 ${y - 6}" stroke="${line}" stroke-width="3" fill="none"/>${flags}`;
}

function sun(cx: number, cy: number, r: number, colour: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`;
}

function floor(colour: string, y = 470): string {
  return `<rect y="${y}" width="800" height="${600 - y}" fill="${colour}"/>`;
}

/** Each scene: background, things behind the table, the table, things on it. */
const SCENES: Record<EventScene, () => string> = {
  // Sunday Slow Brunch: the terrace over the river, pastries and coffee.
  terrace: () =>
    `<rect width="800" height="600" fill="${C.cream200}"/>` +
    sun(620, 130, 70, C.butter200) +
    `<path d="M0 300q200-40 400 0t400 0v170H0z" fill="${C.sage200}"/>` +
    `<path d="M0 360q120-18 240 0t240 0 240 0 80 0v110H0z" fill="${C.sage400}"/>` +
    `<path d="M40 446h80M680 440h90M700 458h50" stroke="${C.cream50}" stroke-width="5" stroke-linecap="round" opacity=".7"/>` +
    floor(C.terracotta600) +
    table(C.terracotta700, C.ink700, C.cream50) +
    plate(270, 62) +
    croissant(255, TOP - 14) +
    croissant(300, TOP - 22, 0.75) +
    cup(440) +
    steam(440, TOP - 66, C.terracotta400) +
    plate(550) +
    `<circle cx="550" cy="${TOP - 16}" r="14" fill="${C.terracotta400}"/>`,

  // Plant-Based Feast: leaves all round, bowls of greens and grains.
  'plant-based': () =>
    `<rect width="800" height="600" fill="${C.sage100}"/>` +
    leaf(40, 120, -30, C.sage400, 1.6) +
    leaf(120, 260, -60, C.sage600, 1.2) +
    leaf(640, 90, 20, C.sage600, 1.3) +
    leaf(700, 250, -110, C.sage400, 1.5) +
    leaf(330, 110, 10, C.sage200, 1.4) +
    floor(C.sage700) +
    table(C.terracotta600, C.terracotta700) +
    bowl(260, C.terracotta500, C.sage400) +
    leaf(232, TOP - 62, -20, C.sage600, 0.45) +
    bowl(400, C.cream50, C.butter400, 58) +
    `<circle cx="380" cy="${TOP - 48}" r="9" fill="${C.terracotta400}"/><circle cx="412" cy="${TOP - 50}" r="9" fill="${C.terracotta400}"/>` +
    bowl(540, C.sage600, C.terracotta200) +
    leaf(520, TOP - 58, 0, C.sage400, 0.4),

  // Founders & Flat Whites: two big cups with latte hearts, a laptop-free table.
  'flat-whites': () =>
    `<rect width="800" height="600" fill="${C.terracotta100}"/>` +
    `<rect x="90" y="90" width="180" height="130" rx="14" fill="${C.cream50}"/>` +
    `<path d="M120 130h120M120 160h90M120 190h110" stroke="${C.terracotta200}" stroke-width="10" stroke-linecap="round"/>` +
    sun(610, 140, 64, C.butter200) +
    floor(C.ink700) +
    table(C.terracotta600, C.terracotta700) +
    cup(300, C.cream50, C.terracotta200, 1.7) +
    `<path d="M300 ${TOP - 94}c-10-14-30-4-18 10l18 14 18-14c12-14-8-24-18-10z" fill="${C.cream50}"/>` +
    cup(500, C.sage600, C.terracotta200, 1.7) +
    `<path d="M500 ${TOP - 94}c-10-14-30-4-18 10l18 14 18-14c12-14-8-24-18-10z" fill="${C.cream50}"/>` +
    steam(300, TOP - 112, C.terracotta400) +
    steam(500, TOP - 112, C.terracotta400),

  // Jazz & Eggs Benedict: notes in the air, eggs on muffins.
  jazz: () =>
    `<rect width="800" height="600" fill="${C.butter200}"/>` +
    note(150, 210, C.terracotta600, 1.3) +
    note(290, 150, C.ink700) +
    note(560, 190, C.terracotta500, 1.1) +
    note(680, 120, C.ink700, 0.9) +
    floor(C.terracotta700) +
    table(C.ink700, C.ink900, C.terracotta500) +
    [270, 400, 530]
      .map(
        (x) =>
          plate(x, 54) +
          `<ellipse cx="${x}" cy="${TOP - 16}" rx="34" ry="11" fill="${C.terracotta400}"/>` +
          `<ellipse cx="${x}" cy="${TOP - 26}" rx="30" ry="14" fill="${C.cream50}"/>` +
          `<path d="M${x - 26} ${TOP - 32}q26-14 52 0q-6 12-14 6-10 10-24 0-8 6-14-6z" fill="${C.butter400}"/>`,
      )
      .join(''),

  // Singles Mimosa Mixer: a row of mimosas under a warm sun.
  mimosas: () =>
    `<rect width="800" height="600" fill="${C.terracotta100}"/>` +
    sun(400, 150, 90, C.terracotta200) +
    `<path d="M360 150c-18-24-54-6-36 24l36 30 36-30c18-30-18-48-36-24z" fill="${C.terracotta500}"/>` +
    floor(C.terracotta600) +
    table(C.terracotta700, C.ink700, C.cream200) +
    flute(250, C.terracotta400) +
    flute(340, C.butter400) +
    flute(460, C.terracotta400) +
    flute(550, C.butter400),

  // Board Games & Pancakes: a stack of pancakes and dice mid-roll.
  'board-games': () =>
    `<rect width="800" height="600" fill="${C.cream200}"/>` +
    `<g opacity=".9">` +
    Array.from({ length: 4 }, (_, row) =>
      Array.from({ length: 4 }, (_, col) =>
        (row + col) % 2 === 0
          ? `<rect x="${560 + col * 40}" y="${70 + row * 40}" width="40" height="40" fill="${C.sage400}"/>`
          : '',
      ).join(''),
    ).join('') +
    `</g><rect x="560" y="70" width="160" height="160" fill="none" stroke="${C.sage600}" stroke-width="6"/>` +
    die(120, 120, 70, [5], C.cream50, -14) +
    die(230, 190, 56, [3], C.butter200, 18) +
    floor(C.sage600) +
    table(C.terracotta600, C.terracotta700, C.terracotta100) +
    pancakes(300, 5) +
    die(460, TOP - 56, 54, [6], C.cream50, -6) +
    die(534, TOP - 46, 44, [2], C.terracotta400, 8),

  // Mindful Morning Brunch: sunrise, a journal and tea.
  mindful: () =>
    `<rect width="800" height="600" fill="${C.sage100}"/>` +
    sun(400, 300, 150, C.butter200) +
    `<path d="M0 320q200-70 400-20t400-40v210H0z" fill="${C.sage200}"/>` +
    `<path d="M0 380q240-50 480-10t320-20v120H0z" fill="${C.sage400}"/>` +
    floor(C.sage600) +
    table(C.cream300, C.terracotta600) +
    `<path d="M220 ${TOP - 2}l30-40h150l-30 40z" fill="${C.cream50}"/>` +
    `<path d="M262 ${TOP - 30}h90M252 ${TOP - 18}h90" stroke="${C.sage400}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="396" y="${TOP - 56}" width="8" height="58" rx="3" fill="${C.terracotta500}" transform="rotate(24 400 ${TOP - 27})"/>` +
    cup(520, C.terracotta400, C.sage400) +
    steam(520, TOP - 66, C.sage600),

  // Latin Brunch Fiesta: bunting, bright bowls and a lime.
  fiesta: () =>
    `<rect width="800" height="600" fill="${C.butter200}"/>` +
    bunting(
      70,
      [C.terracotta500, C.sage600, C.terracotta400, C.butter400, C.terracotta700],
      C.ink700,
    ) +
    sun(620, 230, 60, C.terracotta200) +
    floor(C.terracotta500) +
    table(C.sage700, C.ink700, C.cream50) +
    bowl(260, C.terracotta500, C.butter400) +
    `<circle cx="248" cy="${TOP - 46}" r="8" fill="${C.terracotta700}"/><circle cx="276" cy="${TOP - 48}" r="8" fill="${C.sage600}"/>` +
    plate(400, 60) +
    `<ellipse cx="380" cy="${TOP - 18}" rx="28" ry="14" fill="${C.butter400}"/><ellipse cx="420" cy="${TOP - 18}" rx="28" ry="14" fill="${C.cream300}"/>` +
    bowl(540, C.sage600, C.terracotta400) +
    `<circle cx="540" cy="${TOP - 50}" r="10" fill="${C.sage400}"/>`,

  // Pastry Masterclass: a rolling pin, flour and a tray of custard tarts.
  pastry: () =>
    `<rect width="800" height="600" fill="${C.cream300}"/>` +
    `<rect x="120" y="90" width="260" height="150" rx="16" fill="${C.cream50}"/>` +
    `<path d="M150 130h200M150 165h150M150 200h180" stroke="${C.cream300}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M560 90c40-40 110-10 100 40 40 10 40 70-10 70h-130c-50 0-50-60-10-70 0-20 20-40 50-40z" fill="${C.cream50}"/>` +
    floor(C.terracotta600) +
    table(C.terracotta500, C.terracotta700) +
    `<ellipse cx="270" cy="${TOP - 4}" rx="92" ry="12" fill="${C.cream50}"/>` +
    `<rect x="200" y="${TOP - 40}" width="140" height="26" rx="13" fill="${C.butter200}"/>` +
    `<rect x="168" y="${TOP - 34}" width="36" height="14" rx="7" fill="${C.terracotta700}"/><rect x="336" y="${TOP - 34}" width="36" height="14" rx="7" fill="${C.terracotta700}"/>` +
    `<rect x="420" y="${TOP - 14}" width="200" height="14" rx="4" fill="${C.ink700}"/>` +
    tart(460, TOP - 24) +
    tart(530, TOP - 24) +
    tart(600, TOP - 24, 26),
};

/** An 800×600 (4:3, the event card's shape) illustration of one scene, labelled for screen readers. */
export function eventSceneSvg(scene: EventScene, label: string): string {
  const escaped = label
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${escaped}">${SCENES[scene]()}</svg>\n`;
}
