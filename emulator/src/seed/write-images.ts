// Writes the seed illustrations into web/public/images/seed/ (run: npx tsx emulator/src/seed/write-images.ts).
// The files are committed; the web app serves them and the seed documents point at them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENT_IMAGE_COUNT, eventImagePath, HOST_NAMES, hostAvatarPath } from './events.js';
import { avatarSvg, brunchTableSvg, placeLogoSvg, storyImageSvg } from './images.js';
import { MEMBER_COUNT, memberPhotoPath } from './members.js';
import { PLACE_NAMES, placeImagePath } from './places.js';
import { STORY_TITLES, storyImagePath } from './stories.js';

export function seedImages(): Map<string, string> {
  const files = new Map<string, string>();
  for (let i = 0; i < EVENT_IMAGE_COUNT; i++)
    files.set(eventImagePath(i), brunchTableSvg(i, `Brunch table ${i + 1}`));
  HOST_NAMES.forEach((name, i) => files.set(hostAvatarPath(name), avatarSvg(100 + i, name)));
  for (let i = 0; i < MEMBER_COUNT; i++)
    files.set(memberPhotoPath(i), avatarSvg(i, `Member ${i + 1}`));
  PLACE_NAMES.forEach((name, i) => files.set(placeImagePath(i), placeLogoSvg(i, name)));
  STORY_TITLES.forEach((title, i) => files.set(storyImagePath(i), storyImageSvg(i, title)));
  return files;
}

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../../web/public');
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [path, svg] of seedImages()) {
    const target = join(publicDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
  }
  console.log(`Wrote ${seedImages().size} images under ${join(publicDir, 'images/seed')}`);
}
