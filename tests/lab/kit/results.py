"""What a guest wrote back into the share's out/ folder (guest/lib.sh)."""

import json
from pathlib import Path


class Results:
    def __init__(self, out: Path):
        self.out = Path(out)

    def _text(self, name):
        try:
            return (self.out / name).read_text(errors="replace")
        except OSError:
            return None

    def json(self, step):
        """The step's --json document, or None."""
        text = self._text(f"{step}.json")
        if not text:
            return None
        try:
            return json.loads(text)
        except ValueError:
            return None

    def rc(self, step):
        text = self._text(f"{step}.rc")
        return int(text) if text and text.strip().lstrip("-").isdigit() else None

    def err(self, step):
        return self._text(f"{step}.err") or ""

    def stdout(self, step):
        return self._text(f"{step}.out") or ""

    def fact(self, name):
        text = self._text(f"{name}.fact")
        return text.strip() if text is not None else None

    def listing(self, name):
        text = self._text(f"{name}.ls")
        return text.split() if text is not None else None

    def seconds(self, step):
        text = self._text(f"{step}.time")
        if not text:
            return None
        t0, t1 = map(float, text.split())
        return t1 - t0

    def info(self, step):
        """The JSON `solidmark-cli info --json -` printed, or None."""
        try:
            return json.loads(self.stdout(step))
        except ValueError:
            return None

    def fio(self, step):
        """fio's JSON output (--output NAME.fio.json), jobs by name."""
        text = self._text(f"{step}.fio.json")
        try:
            return {j["jobname"]: j for j in json.loads(text[text.index("{"):])["jobs"]}
        except (TypeError, ValueError, KeyError):
            return None

    def clock(self, name):
        """(guest seconds, host seconds) at clock_mark NAME."""
        path = self.out / f"{name}.clock"
        try:
            return float(path.read_text()), path.stat().st_mtime
        except (OSError, ValueError):
            return None

    def guest_log(self):
        return self._text("guest.log") or ""
