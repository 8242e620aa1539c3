#!/usr/bin/env bash
# The documentation: every public symbol of the library has a doc comment on every platform, the
# API stays in its budget, the DocC catalog (links checked on Linux, iOS and macOS)
# (Sources/StatusHUD/StatusHUD.docc) builds with the toolchain's own docc from the compiler's symbol
# graph with warnings as errors (every link resolves), and its pages render in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
work="$(mktemp -d)"
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT

# The product's modules: StatusHUD re-exports the others, so one graph of it holds every public
# symbol an app sees (DocC documents one module), and the graphs of each module, here and as
# Scripts/check-apple left them for iOS and macOS, give the count on every platform.
swift build --target StatusHUDControls >/dev/null
modules="$(swift build --show-bin-path)/Modules"
triple="$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
lower=StatusHUDModel,StatusHUDRendering,StatusHUDPresenting,StatusHUDEngine,StatusHUDPlatform
mkdir -p "$work/graphs" "$work/linux"
swift-symbolgraph-extract -module-name StatusHUD -I "$modules" -target "$triple" -output-dir "$work/graphs" \
    -minimum-access-level public -experimental-allowed-reexported-modules="$lower"
for module in ${lower//,/ } StatusHUD StatusHUDControls; do
    swift-symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" -output-dir "$work/linux" \
        -minimum-access-level public
done
platforms=("linux=$work/linux")
for sdk in ios26.2 macos15.5; do
    if [ -d ".build/symbol-graphs/$sdk" ]; then platforms+=("${sdk%%[0-9]*}=.build/symbol-graphs/$sdk")
    elif [ "${STATUSHUD_REQUIRE_SDKS:-0}" = 1 ]; then echo "docs: FAIL: no $sdk symbol graphs from Scripts/check-apple"; exit 1
    else echo "docs: no $sdk symbol graphs, so its API is not counted (Scripts/check-apple writes them where the SDK is prepared)"; fi
done
python3 .ci/checks/docs-coverage.py StatusHUD "$lower,StatusHUD" 300 "${platforms[@]}" | tail -20
python3 .ci/checks/docs-coverage.py StatusHUDControls StatusHUDControls 100 "${platforms[@]}" | tail -20

docc convert Sources/StatusHUD/StatusHUD.docc --additional-symbol-graph-dir "$work/graphs" \
    --output-path "$work/site" --fallback-display-name StatusHUD --fallback-bundle-identifier org.statushud.StatusHUD \
    --warnings-as-errors --transform-for-static-hosting
echo "docs: the catalog builds with no warning ($(find "$work/site/data" -name '*.json' | wc -l) pages of data)"

# Its links resolve against the iOS and macOS API too (an API only one platform has, or overloads
# only one platform has, break links that resolve on Linux).
for platform in "${platforms[@]:1}"; do
    name="${platform%%=*}" dir="${platform#*=}"
    mkdir -p "$work/$name-graphs"
    # One module for DocC, as the re-exporting graph is on Linux: the modules' graphs are renamed
    # StatusHUD (with several modules, DocC picks one of them as the root, not always the same).
    python3 - "$dir" "$work/$name-graphs" "$lower,StatusHUD" <<'EOF'
import glob, json, os, sys
source, target, modules = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
for path in glob.glob(os.path.join(source, "*.symbols.json")):
    name = os.path.basename(path)[:-len(".symbols.json")]
    module, _, extended = name.partition("@")
    if module not in modules:
        continue
    graph = json.load(open(path))
    graph["module"]["name"] = "StatusHUD"
    # An extension of one of these modules is part of the one module; of another (UIKit), stays one.
    suffix = "" if not extended or extended in modules else "@" + extended
    json.dump(graph, open(os.path.join(target, "StatusHUD-%s%s.symbols.json" % (name.replace("@", "-"), suffix)), "w"))
EOF
    docc convert Sources/StatusHUD/StatusHUD.docc --additional-symbol-graph-dir "$work/$name-graphs" \
        --output-path "$work/$name-site" --fallback-display-name StatusHUD --fallback-bundle-identifier org.statushud.StatusHUD \
        --warnings-as-errors > "$work/$name-docc.log" 2>&1 \
        || { echo "docs: FAIL: the catalog's links do not all resolve on $name:"; grep -A3 "^error" "$work/$name-docc.log" | head -40; exit 1; }
    echo "docs: the catalog's links resolve on $name too"
done

# The pages render (DocC's pages are drawn by JavaScript, so they are served, not opened as files).
.ci/install-chromium
if command -v chromium >/dev/null; then
    port=$((20000 + RANDOM % 20000))
    (cd "$work/site" && exec python3 -m http.server "$port" --bind 127.0.0.1 >/dev/null 2>&1) &
    server=$!
    sleep 1
    for page in statushud:StatusHUD statushud/gettingstarted:"Getting Started" statushud/whileworkruns:"While Work Runs" statushud/threadingandordering:"Threading and Ordering" \
                statushud/hudonios:"The HUD on iOS" statushud/custompresenters:"Custom Presenters" \
                statushud/hud:HUD statushud/hud/instance:"HUD<wbr[^>]*>.Instance"; do
        path="${page%%:*}" title="${page#*:}"
        dom="$(chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=8000 --dump-dom \
            "http://127.0.0.1:$port/documentation/$path" 2>/dev/null)"
        # The title is rendered into <h1 class="title">, possibly inside a <span>.
        if grep -Eq "class=\"title\">(<span[^>]*>)?[[:space:]]*$title[[:space:]]*<" <<< "${dom//$'\n'/}"; then
            echo "docs: /documentation/$path renders, titled $title"
        else
            echo "docs: FAIL: /documentation/$path does not render its title $title"; exit 1
        fi
    done
else
    echo "docs: chromium is missing: the pages were built but not opened"
fi
