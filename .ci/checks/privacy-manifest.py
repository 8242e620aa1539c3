#!/usr/bin/env python3
"""The privacy manifest (Resources/PrivacyInfo.xcprivacy) against the library's sources.

Apple asks every SDK to declare, per category, the "required reason" APIs it calls. This script
finds the calls in the library an app links (the modules of the StatusHUD product and Resources, comments removed)
with one pattern list per category, and requires the manifest to declare exactly the categories
found, each with the reason CONTRIBUTING.md ("Privacy manifest") gives for it; no tracking, no
tracking domains and no collected data types.

Usage: privacy-manifest.py [ROOT]   (ROOT defaults to the repository)
"""
import os
import plistlib
import re
import sys

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")

# Apple's list of required-reason APIs ("Describing use of required reason API"), as Swift spells
# them. DispatchTime's uptime is mach_absolute_time's clock, so it counts as boot time.
CATEGORIES = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": [
        r"\bcreationDate\b", r"\bmodificationDate\b", r"\bfileModificationDate\b", r"contentModificationDateKey",
        r"creationDateKey", r"\bgetattrlist\w*\(", r"\bfgetattrlist\(", r"\bstat\(", r"\bfstat\(", r"\bfstatat\(",
        r"\blstat\(", r"\battributesOfItem\(",
    ],
    "NSPrivacyAccessedAPICategorySystemBootTime": [
        r"\bsystemUptime\b", r"\bmach_absolute_time\(", r"\buptimeNanoseconds\b",
    ],
    "NSPrivacyAccessedAPICategoryDiskSpace": [
        r"volumeAvailableCapacity\w*", r"volumeTotalCapacityKey", r"\bsystemFreeSize\b", r"\bsystemSize\b",
        r"\bstatfs\(", r"\bstatvfs\(", r"\bfstatfs\(", r"\bfstatvfs\(", r"\bgetattrlist\(",
    ],
    "NSPrivacyAccessedAPICategoryActiveKeyboards": [r"\bactiveInputModes\b"],
    "NSPrivacyAccessedAPICategoryUserDefaults": [r"\bUserDefaults\b", r"\bNSUserDefaults\b", r"@AppStorage\b"],
}
# The reason each category is declared with (see CONTRIBUTING.md).
REASONS = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": ["C617.1"],
    "NSPrivacyAccessedAPICategorySystemBootTime": ["35F9.1"],
}


def code_of(path):
    text = open(path, encoding="utf-8").read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return "\n".join(line.split("//", 1)[0] for line in text.splitlines())


used = {}
for folder in ("Sources/StatusHUDModel", "Sources/StatusHUDRendering", "Sources/StatusHUDPresenting",
               "Sources/StatusHUDEngine", "Sources/StatusHUDPlatform", "Sources/StatusHUD", "Sources/StatusHUDControls",
               "Resources"):
    for directory, _, files in os.walk(os.path.join(ROOT, folder)):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            code = code_of(path)
            for category, patterns in CATEGORIES.items():
                for pattern in patterns:
                    if re.search(pattern, code):
                        used.setdefault(category, set()).add(os.path.relpath(path, ROOT))

manifest = plistlib.load(open(os.path.join(ROOT, "Resources", "PrivacyInfo.xcprivacy"), "rb"))
failures = []
if manifest.get("NSPrivacyTracking") is not False:
    failures.append("NSPrivacyTracking must be false")
for key in ("NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes"):
    if manifest.get(key) != []:
        failures.append(f"{key} must be an empty array")
declared = {entry["NSPrivacyAccessedAPIType"]: entry["NSPrivacyAccessedAPITypeReasons"]
            for entry in manifest.get("NSPrivacyAccessedAPITypes", [])}
for category in sorted(set(used) | set(declared)):
    where = ", ".join(sorted(used.get(category, [])))
    if category in used and category not in declared:
        failures.append(f"{category} is used ({where}) but not declared")
    elif category in declared and category not in used:
        failures.append(f"{category} is declared but no source uses it")
    elif declared[category] != REASONS.get(category):
        failures.append(f"{category} declared with {declared[category]}, expected {REASONS.get(category)}")
    else:
        print(f"ok: {category} {declared[category]}: {where}")
for failure in failures:
    print("FAIL:", failure)
sys.exit(1 if failures else 0)
