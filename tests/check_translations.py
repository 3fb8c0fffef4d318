#!/usr/bin/env python3
"""Fails when a GUI string is not translated in a shipped language.

English is the source language; its catalog (--plurals) holds only the
plural forms, so "%n round(s)" reads "1 round" / "5 rounds".

Runs lupdate over the GUI sources into copies of the .ts catalogs (the
sources in the repository are not touched), so a tr() string added to the
code but missing from a catalog shows up as unfinished. Then checks every
message of every catalog:
  * a finished, non-empty translation (every plural form: de 2, ru 3, ja 1,
    zh_CN 1, es/fr/pt_BR/it 2, pl/uk 3), and each plural form's %n present;
  * the same %1..%99 placeholders as the source (and %n in plural forms);
  * a menu accelerator (&X) when the source has one;
  * a trailing ellipsis (…) when the source has one.
Every solidmark_*.ts next to the catalogs must be one of them (registered in
the build), and each catalog's language attribute must match its file name,
since Qt takes the plural rules from it.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

# Plural forms per language, as Qt Linguist counts them (numerusform entries).
PLURALS = {"en": 2, "de": 2, "ru": 3, "ja": 1, "zh_CN": 1, "es": 2, "fr": 2, "pt_BR": 2, "pl": 3, "uk": 3, "it": 2}
PLACEHOLDER = re.compile(r"%(\d+|n)")
ACCEL = re.compile(r"&[^&\s]")


def check_text(src, text, where, problems, plural=False):
    if not text or not text.strip():
        problems.append(f"{where}: empty translation")
        return
    want = set(PLACEHOLDER.findall(src))
    got = set(PLACEHOLDER.findall(text))
    if want != got:
        problems.append(f"{where}: placeholders {sorted(got)} differ from the source's {sorted(want)}")
    if ACCEL.search(src) and not ACCEL.search(text):
        problems.append(f"{where}: the source has a menu accelerator (&), the translation has none")
    if src.endswith("…") and not text.endswith("…"):
        problems.append(f"{where}: the source ends with '…', the translation does not")


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--lupdate", required=True)
    ap.add_argument("--sources", required=True, action="append",
                    help="folder with the GUI sources, or a core file with sentences the GUI shows (repeatable)")
    ap.add_argument("--tr-function-alias", help="passed to lupdate (the core's translatable marker)")
    ap.add_argument("--plurals", help="the English catalog: plural forms only (lupdate -pluralonly)")
    ap.add_argument("ts", nargs="+")
    a = ap.parse_args()
    problems = []
    # Every catalog in the folder is shipped (registered in ui/CMakeLists.txt) and so checked here.
    folder = os.path.dirname(os.path.abspath(a.ts[0]))
    given = {os.path.abspath(p) for p in a.ts + ([a.plurals] if a.plurals else [])}
    for name in sorted(os.listdir(folder)):
        if name.startswith("solidmark_") and name.endswith(".ts") and os.path.join(folder, name) not in given:
            problems.append(f"{name}: not registered in ui/CMakeLists.txt (SOLIDMARK_TS_FILES)")
    with tempfile.TemporaryDirectory() as tmp:
        copies = []
        for ts in a.ts:
            dst = os.path.join(tmp, os.path.basename(ts))
            shutil.copy(ts, dst)
            copies.append(dst)
        alias = ["-tr-function-alias", a.tr_function_alias] if a.tr_function_alias else []
        out = subprocess.run([a.lupdate, "-silent", "-locations", "none", "-no-obsolete", *alias, *a.sources, "-ts",
                              *copies], capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit(f"lupdate failed:\n{out.stdout}{out.stderr}")
        if a.plurals:
            dst = os.path.join(tmp, os.path.basename(a.plurals))
            shutil.copy(a.plurals, dst)
            copies.append(dst)
            out = subprocess.run([a.lupdate, "-silent", "-locations", "none", "-no-obsolete", "-pluralonly", *alias,
                                  *a.sources, "-ts", dst], capture_output=True, text=True)
            if out.returncode != 0:
                sys.exit(f"lupdate failed:\n{out.stdout}{out.stderr}")
        for path in copies:
            lang = re.search(r"solidmark_([a-z]{2}(?:_[A-Z]{2})?)\.ts$", path).group(1)
            if lang not in PLURALS:
                problems.append(f"{os.path.basename(path)}: no plural rule for '{lang}' in PLURALS")
                continue
            root = ET.parse(path).getroot()
            # Qt picks the plural rules from the catalog's language attribute.
            declared = (root.get("language") or "").replace("-", "_")
            if lang != "en" and declared.split("_")[0] != lang.split("_")[0]:
                problems.append(f"{os.path.basename(path)}: language=\"{declared}\" does not match the file name")
            count = 0
            for ctx in root.iter("context"):
                cname = ctx.find("name").text
                for m in ctx.iter("message"):
                    count += 1
                    src = m.find("source").text or ""
                    where = f"{lang}: {cname}: {src[:70]!r}"
                    tr = m.find("translation")
                    kind = tr.get("type")
                    if kind in ("unfinished", "vanished", "obsolete"):
                        problems.append(f"{where}: {kind} (translate it in {os.path.basename(path)})")
                        continue
                    if m.get("numerus") == "yes":
                        forms = [f.text or "" for f in tr.findall("numerusform")]
                        if len(forms) != PLURALS[lang]:
                            problems.append(f"{where}: {len(forms)} plural forms, {lang} needs {PLURALS[lang]}")
                        for f in forms:
                            check_text(src, f, where, problems, plural=True)
                    else:
                        check_text(src, tr.text or "", where, problems)
            print(f"{os.path.basename(path)}: {count} messages checked")
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        sys.exit(f"{len(problems)} translation problem(s)")
    print("every GUI string is translated in every shipped language")


if __name__ == "__main__":
    main()
