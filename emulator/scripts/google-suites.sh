#!/usr/bin/env bash
# Runs Google's own Firestore test suites, unmodified, against this emulator and prints
# passed/failed per suite (issue 25). The suites cannot be downloaded in CI, so this is a manual
# step: clone them yourself, install their dependencies, and pass the checkout paths.
#
#   git clone --depth 1 https://github.com/firebase/firebase-js-sdk
#   (cd firebase-js-sdk && yarn install && yarn --cwd packages/firestore build)
#   git clone --depth 1 https://github.com/googleapis/nodejs-firestore
#   (cd nodejs-firestore && npm install && npm run compile)
#   emulator/scripts/google-suites.sh --js-sdk ../firebase-js-sdk --node ../nodejs-firestore
#
# Run it in a private network namespace (the emulator takes the fixed port 8080):
#   unshare -n bash -c 'ip link set lo up && emulator/scripts/google-suites.sh --js-sdk ... --node ...'
#
# Only the harness is adapted (which emulator to reach); never an assertion. Options:
#   --js-sdk DIR   firebase-js-sdk checkout: packages/firestore test/integration (Node, gRPC) and test/lite (REST)
#   --node DIR     nodejs-firestore checkout: dev/system-test (firebase-admin's client)
#   --port N       emulator port (default 8080)
#   --no-index-enforcement is implied: Google's suites assume an emulator that serves any query.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
port=8080
js_sdk=""
node_sdk=""
while [ $# -gt 0 ]; do
  case "$1" in
    --js-sdk) js_sdk="$(cd "$2" && pwd)"; shift 2 ;;
    --node) node_sdk="$(cd "$2" && pwd)"; shift 2 ;;
    --port) port="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ -n "$js_sdk$node_sdk" ] || { sed -n '2,20p' "$0"; exit 2; }

out="$(mktemp -d)"
(cd "$here" && npx tsx src/firestore/main.ts --port "$port") >"$out/emulator.log" 2>&1 &
emulator=$!
trap 'kill $emulator 2>/dev/null || true' EXIT
until grep -q "firestore ready" "$out/emulator.log"; do
  kill -0 $emulator 2>/dev/null || { cat "$out/emulator.log"; exit 1; }
  sleep 0.2
done

# Mocha's JSON reporter -> "suite: N passed, M failed, K pending".
summary() {
  node -e '
    const fs = require("fs");
    const text = fs.readFileSync(process.argv[1], "utf8");
    const json = JSON.parse(text.slice(text.indexOf("{\n")));
    const s = json.stats;
    console.log(`${process.argv[2]}: ${s.passes} passed, ${s.failures} failed, ${s.pending} pending`);
    for (const f of json.failures) console.log(`  FAIL ${f.fullTitle}: ${(f.err.message || "").split("\n")[0]}`);
  ' "$1" "$2"
}

if [ -n "$js_sdk" ]; then
  cd "$js_sdk/packages/firestore"
  export FIRESTORE_EMULATOR_PORT="$port" FIRESTORE_TARGET_BACKEND=emulator
  # The package's own runner (scripts/run-tests.js) with --emulator, as its test:node / test:lite scripts do.
  node ./scripts/run-tests.js --main=test/register.ts --emulator --reporter json \
    'test/integration/{,!(browser|lite)/**/}*.test.ts' >"$out/js-node.json" 2>/dev/null || true
  summary "$out/js-node.json" "firebase-js-sdk integration (Node, gRPC)"
  node ./scripts/run-tests.js --main=test/lite/helpers.ts --emulator --reporter json \
    'test/lite/**/*.test.ts' >"$out/js-lite.json" 2>/dev/null || true
  summary "$out/js-lite.json" "firebase-js-sdk lite (REST)"
fi

if [ -n "$node_sdk" ]; then
  cd "$node_sdk"
  FIRESTORE_EMULATOR_HOST="127.0.0.1:$port" GCLOUD_PROJECT=demo-google-suites \
    npx mocha build/system-test --timeout 60000 --reporter json >"$out/node.json" 2>/dev/null || true
  summary "$out/node.json" "nodejs-firestore system-test"
fi
echo "logs and reports: $out"
