// Projects on the local stack: the one `npm start` seeds (PROJECT_ID) and, for the browser tests,
// one per Playwright worker (demo-e2e-<n>, issue 35), side by side on the same Firestore, Auth and
// Storage, so no spec sees another worker's data. Each project has a Functions host of its own, on
// a port of its own: a functions process (firebase-admin, GCLOUD_PROJECT) is bound to one project.
import { PROJECT_ID } from './constants';
import { EMULATOR_PORTS } from './hosting';

const E2E_PROJECT = /^demo-e2e-(\d)$/;

/** At most this many browser-test projects (one Functions port each after the default's). */
export const MAX_E2E_PROJECTS = 10;

/** Worker `index`'s project (Playwright's parallelIndex). */
export function e2eProjectId(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_E2E_PROJECTS)
    throw new Error(`An e2e project index is 0 to ${MAX_E2E_PROJECTS - 1}, got ${index}`);
  return `demo-e2e-${index}`;
}

function e2eIndex(projectId: string): number | null {
  const match = E2E_PROJECT.exec(projectId);
  return match ? Number(match[1]) : null;
}

/** The cookie a browser test sets to have the local web server answer for its worker's project. */
export const LOCAL_PROJECT_COOKIE = '__e2e_project';

/** Where the local Functions host of `projectId` listens: the default port, or one per e2e project. */
export function localFunctionsPort(projectId: string): number {
  const index = e2eIndex(projectId);
  return index === null ? EMULATOR_PORTS.functions : EMULATOR_PORTS.functions + 1 + index;
}

const LOCAL_API_KEY = 'demo-api-key';

/**
 * The API key the local stack gives `projectId`'s web app: the local Auth emulator takes a
 * client's project from it (the client SDK's calls name no project).
 */
export function localApiKey(projectId: string): string {
  return projectId === PROJECT_ID ? LOCAL_API_KEY : `${LOCAL_API_KEY}.${projectId}`;
}

/** The e2e project a local API key names (undefined: the default project's, or not ours). */
export function projectOfLocalApiKey(apiKey: string): string | undefined {
  const project = apiKey.startsWith(`${LOCAL_API_KEY}.`)
    ? apiKey.slice(LOCAL_API_KEY.length + 1)
    : '';
  return e2eIndex(project) === null ? undefined : project;
}

/** Firebase Hosting's /__/firebase/init.json as the local web server answers it for `projectId`. */
export function localFirebaseConfig(projectId: string): {
  projectId: string;
  apiKey: string;
  authDomain: string;
  storageBucket: string;
  appId: string;
} {
  return {
    projectId,
    apiKey: localApiKey(projectId),
    authDomain: `${projectId}.firebaseapp.com`,
    storageBucket: `${projectId}.appspot.com`,
    appId: '1:000000000000:web:0000000000000000',
  };
}
