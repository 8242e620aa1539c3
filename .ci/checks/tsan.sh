#!/usr/bin/env bash
# The threading and stress tests under the thread sanitizer: the calls from many threads, the
# hand-off to the main queue and the live clock, with every data race reported as a failure.
# Filtered to those tests (the rest is single-threaded on the main actor; the stress test's own
# teeth check proves nothing about races) to keep CI short.
# A separate scratch path keeps the sanitized build from replacing the normal one.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
timeout 1500 swift test --sanitize=thread --scratch-path .build-tsan -Xswiftc -warnings-as-errors \
    --disable-xctest --filter 'Threading|eightThreadsOfRandomCalls'
