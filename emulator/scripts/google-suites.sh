#!/usr/bin/env bash
# Runs Google's own Firestore test suites, unmodified, against this emulator and prints
# passed/failed per suite (issue 25). The suites cannot be downloaded in CI, so this is a manual
# step. Give it checkouts (or bare git dirs) of the two repositories:
#
#   git clone --depth 1 https://github.com/firebase/firebase-js-sdk
#   git clone --depth 1 https://github.com/googleapis/nodejs-firestore
#   emulator/scripts/google-suites.sh prepare --js-sdk ../firebase-js-sdk --node ../nodejs-firestore
#   unshare -n bash -c 'ip link set lo up && emulator/scripts/google-suites.sh run'
#
# `prepare` (needs the npm registry) copies the test trees into $WORK (default /tmp/google-suites)
# and installs what they import from npm instead of the monorepos' workspaces:
#   - firebase-js-sdk: packages/firestore (its src and tests, compiled by its own babel-register),
#     config/mocharc.node.js, config/ci.config.json as config/project.json (the file CI writes),
#     packages/firebase/package.json (read for the SDK version); @firebase/app, util, component...
#     from npm at the versions the package names.
#   - nodejs-firestore: the repository with its dependencies, less the doc/lint/coverage/Cloud
#     Trace tools (jsdoc, gts, c8, linkinator, trace exporters); dev/system-test is run through
#     ts-node (transpile only) instead of `tsc` into build/, with a plain tsconfig (gts's base is
#     gone).
# `run` (in a private network namespace: the suites reach the fixed port 8080) starts
# `src/firestore/main.ts --port 8080` once per suite and runs:
#   - js-sdk integration (Node, gRPC): test/integration/{,!(browser|lite)/**/}*.test.ts with
#     TEST_PLATFORM=node, FIRESTORE_TARGET_BACKEND=emulator (what `yarn test:node` runs, minus nyc);
#   - js-sdk lite (REST): test/lite/**/*.test.ts with TEST_PLATFORM=node_lite (`yarn test:lite`);
#   - nodejs-firestore system tests (gRPC): dev/system-test/{firestore,query}.ts with
#     FIRESTORE_EMULATOR_HOST (`npm run system-test:emulator:grpc`); pipeline.ts (Enterprise
#     edition only) and tracing.ts (Cloud Trace) are left out.
# Harness changes only, never an assertion: mocha's per-test timeout is 30 s instead of 5 s (the
# suites' timeouts assume an idle machine) and retries are 0 instead of 5 (a test must pass first
# time). Figures: docs/benchmarks.md.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
work="${WORK:-/tmp/google-suites}"
mode="${1:-}"
shift || true
js_sdk=""
node_sdk=""
while [ $# -gt 0 ]; do
  case "$1" in
    --js-sdk) js_sdk="$2"; shift 2 ;;
    --node) node_sdk="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

# Extracts paths of a checkout or bare git dir at HEAD into a directory.
extract() {
  local src="$1" dest="$2"; shift 2
  mkdir -p "$dest"
  local git=(git -C "$src")
  [ -d "$src/.git" ] || git=(git --git-dir="$src")
  # A shallow mirror may lack blobs outside the paths asked for (git archive complains, still writes them).
  "${git[@]}" archive HEAD "$@" | tar -x -C "$dest" || true
  [ -n "$(ls -A "$dest")" ] || { echo "nothing extracted from $src" >&2; exit 1; }
}

prepare() {
  if [ -n "$js_sdk" ]; then
    rm -rf "$work/js-sdk" && mkdir -p "$work/js-sdk"
    extract "$js_sdk" "$work/js-sdk" packages/firestore packages/firebase/package.json config
    cp "$work/js-sdk/config/ci.config.json" "$work/js-sdk/config/project.json"
    cat >"$work/js-sdk/package.json" <<'EOF'
{
  "name": "js-sdk-firestore-suites",
  "private": true,
  "dependencies": {
    "@babel/core": "^7.26.0", "@babel/register": "^7.25.0", "@babel/preset-env": "^7.26.0",
    "@babel/preset-typescript": "^7.26.0", "mocha": "11.8.0", "chai": "4.5.0",
    "chai-as-promised": "7.1.2", "chai-exclude": "2.1.1", "sinon": "^19.0.0", "sinon-chai": "3.7.0",
    "@firebase/app": "^0.14.0", "@firebase/app-compat": "^0.5.0", "@firebase/auth": "^1.11.0",
    "@firebase/component": "^0.7.0", "@firebase/logger": "^0.5.0", "@firebase/util": "^1.13.0",
    "@firebase/webchannel-wrapper": "^1.0.4", "@grpc/grpc-js": "~1.9.0",
    "@grpc/proto-loader": "^0.7.8", "re2js": "^2.8.3", "tslib": "^2.1.0",
    "json-stable-stringify": "1.2.1", "protobufjs": "^7.4.0"
  }
}
EOF
    (cd "$work/js-sdk" && npm install --ignore-scripts --no-audit --no-fund)
  fi
  if [ -n "$node_sdk" ]; then
    rm -rf "$work/nodejs-firestore" && mkdir -p "$work/nodejs-firestore"
    extract "$node_sdk" "$work/nodejs-firestore"
    cd "$work/nodejs-firestore"
    node -e '
      const fs = require("fs");
      const p = JSON.parse(fs.readFileSync("package.json", "utf8"));
      for (const d of ["@google-cloud/cloud-rad", "codecov", "jsdoc", "jsdoc-fresh", "jsdoc-region-tag",
        "linkinator", "gts", "gapic-tools", "c8", "eslint-plugin-node", "protobufjs-cli",
        "@google-cloud/trace-agent", "@googleapis/cloudtrace", "@google-cloud/opentelemetry-cloud-trace-exporter"])
        delete p.devDependencies[d];
      fs.writeFileSync("package.json", JSON.stringify(p, null, 2));
      fs.writeFileSync("tsconfig.json", JSON.stringify({ compilerOptions: { module: "commonjs",
        target: "es2022", resolveJsonModule: true, lib: ["es2023", "dom"],
        useUnknownInCatchVariables: false, skipLibCheck: true } }, null, 2));'
    npm install --ignore-scripts --no-audit --no-fund
  fi
}

# Mocha's JSON reporter -> "suite: N passed, M failed, K pending" and the failures.
summary() {
  node -e '
    const fs = require("fs");
    const text = fs.readFileSync(process.argv[1], "utf8");
    const start = text.indexOf("{\n  \"stats\"");
    if (start < 0) { console.log(`${process.argv[2]}: no report (see ${process.argv[1]}.err)`); process.exit(0); }
    const json = JSON.parse(text.slice(start));
    const s = json.stats;
    console.log(`${process.argv[2]}: ${s.passes} passed, ${s.failures} failed, ${s.pending} pending`);
    for (const f of json.failures) console.log(`  FAIL ${f.fullTitle}: ${(f.err.message || "").split("\n")[0].slice(0, 200)}`);
  ' "$1" "$2"
}

# Runs one suite against a fresh emulator on port 8080: with_emulator REPORT CMD...
with_emulator() {
  local report="$1"; shift
  local log="$report.emulator.log"
  # tsx itself (not npx, which leaves its child running when killed) relays SIGTERM to the server.
  (cd "$here" && exec ../node_modules/.bin/tsx src/firestore/main.ts --port 8080) >"$log" 2>&1 &
  local emulator=$!
  until grep -q "firestore ready" "$log"; do
    kill -0 $emulator 2>/dev/null || { cat "$log"; exit 1; }
    sleep 0.5
  done
  "$@" >"$report" 2>"$report.err" || true
  kill $emulator 2>/dev/null || true
  wait $emulator 2>/dev/null || true
}

run() {
  local out="$work/reports"
  mkdir -p "$out"
  if [ -d "$work/js-sdk/node_modules" ]; then
    local mocha=(../../node_modules/.bin/mocha --require ./babel-register.js
      --config ../../config/mocharc.node.js --retries 0 --timeout 30000 --reporter json)
    cd "$work/js-sdk/packages/firestore"
    export NO_TS_NODE=true FIRESTORE_TARGET_BACKEND=emulator
    TEST_PLATFORM=node with_emulator "$out/js-node.json" "${mocha[@]}" --require ./test/register.ts \
      'test/integration/{,!(browser|lite)/**/}*.test.ts'
    summary "$out/js-node.json" "firebase-js-sdk integration (Node, gRPC)"
    TEST_PLATFORM=node_lite with_emulator "$out/js-lite.json" "${mocha[@]}" --require ./lite/index.ts \
      'test/lite/**/*.test.ts'
    summary "$out/js-lite.json" "firebase-js-sdk lite (REST)"
  fi
  if [ -d "$work/nodejs-firestore/node_modules" ]; then
    cd "$work/nodejs-firestore"
    FIRESTORE_EMULATOR_HOST=localhost:8080 GCLOUD_PROJECT=demo-google-suites TS_NODE_TRANSPILE_ONLY=1 \
      with_emulator "$out/node.json" node_modules/.bin/mocha -r ts-node/register --timeout 60000 \
      --reporter json dev/system-test/firestore.ts dev/system-test/query.ts
    summary "$out/node.json" "nodejs-firestore system-test (gRPC)"
  fi
  echo "reports and emulator logs: $out"
}

case "$mode" in
  prepare) [ -n "$js_sdk$node_sdk" ] || { sed -n '2,32p' "$0"; exit 2; }; prepare ;;
  run) run ;;
  *) sed -n '2,32p' "$0"; exit 2 ;;
esac
