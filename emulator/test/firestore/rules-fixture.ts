/** The rules the client conformance tests run against, and a helper to load them over HTTP. */
export const TEST_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /public/{id} {
      allow read, write: if true;
    }
    match /private/{uid}/{rest=**} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
    match /posts/{id} {
      allow read: if resource.data.visibility == 'public'
        || (request.auth != null && resource.data.owner == request.auth.uid);
      allow create: if request.auth != null && request.resource.data.owner == request.auth.uid
        && request.resource.data.visibility in ['public', 'private'];
      allow update: if request.auth != null && resource.data.owner == request.auth.uid
        && request.resource.data.owner == resource.data.owner;
      allow delete: if false;
    }
    match /counters/{id} {
      allow read, write: if request.auth != null;
    }
    match /profiles/{uid} {
      allow read: if true;
      allow write: if request.auth != null && request.auth.uid == uid
        && exists(/databases/$(database)/documents/members/$(request.auth.uid));
    }
    match /members/{uid} {
      allow read: if true;
    }
    match /stamped/{id} {
      allow read: if true;
      allow create: if request.resource.data.at == request.time;
    }
  }
}`;

export async function putRules(port: number, projectId: string, rules: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
}

/** Writes a document with the owner token (bypassing rules) over REST. */
export async function ownerSet(
  port: number,
  projectId: string,
  path: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const res = await fetch(
    `http://127.0.0.1:${port}/v1/projects/${projectId}/databases/(default)/documents/${path}`,
    {
      method: 'PATCH',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ fields }),
    },
  );
  if (!res.ok) throw new Error(`ownerSet ${path} failed: ${res.status} ${await res.text()}`);
}
