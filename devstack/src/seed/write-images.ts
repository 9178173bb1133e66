// Writes the seed illustrations into web/public/images/seed/ (run: npx tsx devstack/src/seed/write-images.ts).
// The files are committed; the web app serves them and the seed documents point at them.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventSceneSvg } from './event-images.js';
import { eventScenes, HOST_NAMES, hostAvatarPath } from './events.js';
import { avatarSvg, placeLogoSvg, storyImageSvg } from './images.js';
import { MEMBER_COUNT, memberPhotoPath } from './members.js';
import { PLACE_NAMES, placeImagePath } from './places.js';
import { STORY_TITLES, storyImagePath } from './stories.js';

export function seedImages(): Map<string, string> {
  const files = new Map<string, string>();
  for (const { path, scene, label } of eventScenes()) files.set(path, eventSceneSvg(scene, label));
  HOST_NAMES.forEach((name, i) => files.set(hostAvatarPath(name), avatarSvg(100 + i, name)));
  for (let i = 0; i < MEMBER_COUNT; i++)
    files.set(memberPhotoPath(i), avatarSvg(i, `Member ${i + 1}`));
  PLACE_NAMES.forEach((name, i) => files.set(placeImagePath(i), placeLogoSvg(i, name)));
  STORY_TITLES.forEach((title, i) => files.set(storyImagePath(i), storyImageSvg(i, title)));
  return files;
}

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../../web/public');
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = seedImages();
  for (const [path, svg] of files) {
    const target = join(publicDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
  }
  // Files a previous version drew that nothing points at any more.
  const seedDir = join(publicDir, 'images/seed');
  for (const file of readdirSync(seedDir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.svg') && !files.has(`/images/seed/${file.split('\\').join('/')}`)) {
      rmSync(join(seedDir, file));
      console.log(`Removed unused ${file}`);
    }
  }
  console.log(`Wrote ${files.size} images under ${join(publicDir, 'images/seed')}`);
}
