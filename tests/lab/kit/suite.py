"""Reading a `solidmark.run/1` document and fio's JSON the same way."""

MIB = 1 << 20

# The suite's eight rows: (test key, direction, fio twin's job, what is compared).
ROWS = [
    ("seq", "write", "sm-seq-write", "mib_s"),
    ("seq", "read", "sm-seq-read", "mib_s"),
    ("4k", "read", "sm-4k-read", "iops"),
    ("4k", "write", "sm-4k-write", "iops"),
    ("4k64", "read", "sm-4k64-read", "iops"),
    ("4k64", "write", "sm-4k64-write", "iops"),
    ("access", "read", "sm-acc-read", "ms"),
    ("access", "write", "sm-acc-write", "ms"),
]
LABEL = {"seq": "Seq", "4k": "4K", "4k64": "4K-64Thrd", "access": "Acc.time"}
UNIT = {"mib_s": " MiB/s", "iops": " IOPS", "ms": " ms"}


def measurement(doc, test, direction):
    try:
        return doc["tests"][test][direction]
    except (KeyError, TypeError):
        return None


def value(doc, test, direction, what):
    """The row's MiB/s, IOPS or access time (ms) as SolidMark reports it."""
    m = measurement(doc, test, direction)
    if not m:
        return None
    if what == "mib_s":
        return m["bytes"] / m["elapsed_s"] / MIB
    if what == "iops":
        return m["ios"] / m["elapsed_s"]
    return m["ms"]


def fio_value(jobs, job, direction, what):
    """The same from fio's JSON: bandwidth, IOPS, or mean latency in ms."""
    try:
        d = jobs[job][direction]
    except (KeyError, TypeError):
        return None
    if what == "mib_s":
        return d["bw_bytes"] / MIB
    if what == "iops":
        return d["iops"]
    return d["lat_ns"]["mean"] / 1e6


def unrounded_scores(doc):
    """The AS SSD scores (docs/methodology.md §4) before rounding."""
    v = {(t, d): value(doc, t, d, "mib_s") for t in ("seq", "4k", "4k64") for d in ("read", "write")}
    if None in v.values():
        return None
    return {
        "read": 0.1 * v["seq", "read"] + v["4k", "read"] + v["4k64", "read"],
        "write": 0.1 * v["seq", "write"] + v["4k", "write"] + v["4k64", "write"],
        "total": (0.1 * v["seq", "read"] + 0.15 * v["seq", "write"] + 2 * v["4k", "read"] + v["4k", "write"]
                  + 1.5 * v["4k64", "read"] + v["4k64", "write"]),
    }


def truth_scores(mib_s, iops, block=4096):
    """The scores a drive of exactly mib_s sequential and iops random I/O gets."""
    r = iops * block / MIB
    return {"read": 0.1 * mib_s + 2 * r, "write": 0.1 * mib_s + 2 * r,
            "total": 0.25 * mib_s + 2 * r + r + 1.5 * r + r}
