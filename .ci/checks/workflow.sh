#!/usr/bin/env bash
# The GitHub Actions workflows (.github/workflows/*.yml) validated against the workflow schema
# that check-jsonschema carries (SchemaStore's github-workflow schema: unknown and missing keys,
# wrong types), and every action they use pinned to a full commit hash. check-jsonschema is
# installed from PyPI, at the version below, into a private virtual environment under .build/.
# To show the check bites, copies of ci.yml with a job key misspelt, a step key misspelt and an
# action pinned to a tag must each be rejected.
set -euo pipefail
cd "$(dirname "$0")/../.."

version=0.39.0
venv=.build/tools/check-jsonschema-$version
if [ ! -x "$venv/bin/check-jsonschema" ]; then
    if ! python3 -c 'import ensurepip, venv' 2> /dev/null; then
        if command -v apt-get > /dev/null && [ "$(id -u)" = 0 ]; then
            apt-get install -y -qq python3-venv > /dev/null \
                || { apt-get update -qq && apt-get install -y -qq python3-venv > /dev/null; }
        else
            echo "workflow: python3's venv module is needed (apt-get install python3-venv)" >&2
            exit 1
        fi
    fi
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "check-jsonschema==$version"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# check FILE…: exit 0 when every file is a valid workflow whose actions are pinned to a commit.
check() {
    local status=0
    "$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows "$@" > "$work/log" 2>&1 || status=1
    # `uses: owner/name@<40 hex digits>`, optionally followed by a comment naming the version.
    if grep -nHE '^[[:space:]-]*uses:' "$@" | grep -vE 'uses:[[:space:]]*[^[:space:]@]+@[0-9a-f]{40}([[:space:]]|$)' \
        | sed 's/$/: not pinned to a commit hash/' >> "$work/log"; then
        status=1
    fi
    return "$status"
}

shopt -s nullglob
workflows=(.github/workflows/*.yml .github/workflows/*.yaml)
if [ ${#workflows[@]} -eq 0 ]; then echo "workflow: no workflow in .github/workflows" >&2; exit 1; fi
if ! check "${workflows[@]}"; then cat "$work/log"; echo "workflow: FAILED" >&2; exit 1; fi
echo "workflow: ${workflows[*]}: valid, every action pinned to a commit"

# plant NAME SED_EXPRESSION EXPECTED: a broken copy of ci.yml that must be rejected for EXPECTED.
failed=0
plant() {
    local name=$1 expression=$2 expected=$3 copy="$work/$1.yml"
    sed "$expression" .github/workflows/ci.yml > "$copy"
    if cmp -s "$copy" .github/workflows/ci.yml; then
        echo "workflow: FAIL: planting $name changed nothing"; failed=1
    elif check "$copy"; then
        echo "workflow: FAIL: $name was accepted"; failed=1
    elif grep -q -- "$expected" "$work/log"; then
        echo "workflow: ok: $name rejected: $(grep -m1 -o -- "$expected.*" "$work/log")"
    else
        echo "workflow: FAIL: $name rejected, but not for '$expected':"; sed 's/^/    /' "$work/log"; failed=1
    fi
}
plant job-key-misspelt '0,/^    runs-on:/s//    run-on:/' "'runs-on' is a required property"
plant step-key-misspelt '0,/^        with:/s//        wiht:/' "('wiht' was unexpected)"
plant action-on-a-tag '0,/uses: actions\/checkout@[0-9a-f]*/s//uses: actions\/checkout@v7/' "not pinned to a commit hash"
exit "$failed"
