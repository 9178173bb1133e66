// Stand-in for re2js, which the Firestore SDK imports only to evaluate LIKE / regex expressions of
// Firestore Pipelines locally. Brunchers does not use Pipelines; the SDK calls RE2JS inside
// try/catch, so even an unexpected call ends as a logged warning, not a crash. Saves ~35 KB gzip.
export const RE2JS = {
  compile(): never {
    throw new Error(
      're2js is not bundled: Firestore Pipelines regex expressions are not supported here.',
    );
  },
};
