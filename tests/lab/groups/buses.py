"""Buses: the real Linux drivers of NVMe, SATA (AHCI), USB (UAS and
Bulk-Only) and virtio drives, a 4Kn NVMe namespace, and the temperature.

Scenarios:
  buses        `solidmark-cli info` and a small `run` on each drive name its
               bus, driver and note (nvme/NVMe, ahci/SATA, uas/USB,
               usb-storage/USB "BOT", virtio_blk/virtio), model, serial and
               its sector sizes; a partition on a 1 MiB boundary is "1024 K -
               OK", a file system on the whole disk "0 K - OK".
  4Kn          the NVMe namespace with 4096-byte logical blocks reports them
               and its Acc.time read and write use 4096-byte I/O.
  temperature  QEMU's NVMe controller reports a composite temperature of
               323 K with a warning threshold of 343 K and a critical one of
               373 K (hw/nvme): the run records 49.85 / 69.85 / 99.85 °C from
               the nvme hwmon sensor; the SATA drive (QEMU's ATA disk has no
               SCT temperature, so drivetemp makes no sensor) records why not.
"""

from kit.machine import Drive

NAME = "buses"
TITLE = "NVMe, SATA, USB UAS and BOT, virtio, 4Kn: bus, driver, sectors; NVMe and SATA temperature"
TIMEOUT_S = 180

DRIVES = [
    Drive("nv", "nvme", 256, partition_sector=2048),
    Drive("k4", "nvme", 256, block_size=4096),
    Drive("sa", "sata", 256),
    Drive("ua", "uas", 256),
    Drive("bo", "bot", 256),
    Drive("vi", "virtio", 256),
]

# name: (bus, driver, driver_note, model, logical block)
EXPECTED = {
    "nv": ("NVMe", "nvme", "OK", "QEMU NVMe Ctrl", 512),
    "k4": ("NVMe", "nvme", "OK", "QEMU NVMe Ctrl", 4096),
    "sa": ("SATA", "ahci", "OK", "SolidMark lab sa", 512),
    "ua": ("USB", "uas", "OK", "QEMU lab ua", 512),
    "bo": ("USB", "usb-storage", "BOT, slower than UAS", "QEMU QEMU HARDDISK", 512),
    "vi": ("virtio", "virtio_blk", "virtual disk", None, 512),
}

SCRIPT = r"""
for d in nv k4 sa ua bo vi; do mount_label $d /mnt/$d; done
for d in nv k4 sa ua bo vi; do info info-$d /mnt/$d; done
for d in nv k4 sa; do
  sm run-$d 90 run --target /mnt/$d --size 16MiB --tests access --access-seconds 1 --no-history --quiet &
done
wait
for d in ua bo vi; do
  sm run-$d 90 run --target /mnt/$d --size 16MiB --tests access --access-seconds 1 --no-history --quiet &
done
wait
for d in nv k4 sa ua bo vi; do folder_listing left-$d /mnt/$d; done
"""

# QEMU's NVMe temperatures (hw/nvme/ctrl.c: NVME_TEMPERATURE 0x143,
# NVME_TEMPERATURE_WARNING 0x157, NVME_TEMPERATURE_CRITICAL 0x175, kelvin),
# as the kernel's nvme hwmon reports them (kelvin - 273.15).
NVME_TEMPERATURE_C = 323 - 273.15
NVME_WARNING_C = 343 - 273.15
NVME_CRITICAL_C = 373 - 273.15


def check(res, c, claims):
    for name, (bus, driver, note, model, lbs) in EXPECTED.items():
        s = "4Kn" if name == "k4" else "buses"
        info = res.info(f"info-{name}")
        if not c.true(s, f"{name}: info printed JSON", info is not None, res.err(f"info-{name}")[-500:]):
            continue
        for key, want in (("bus", bus), ("driver", driver), ("driver_note", note), ("model", model),
                          ("serial", f"lab-{name}"), ("logical_block_bytes", lbs), ("disk_logical_block_bytes", lbs),
                          ("disk_physical_block_bytes", lbs)):
            c.equal(s, f"{name} ({bus}): info {key}", info.get(key), want)
        if bus == "NVMe":
            c.equal(s, f"{name}: transport", info.get("transport"), "pcie")
        if name in ("nv", "k4", "sa", "ua"):
            c.equal(s, f"{name}: a solid-state drive", info.get("rotational"), False)
        want_offset = "1024 K - OK" if name == "nv" else "0 K - OK"
        c.equal(s, f"{name}: partition offset", info.get("partition_offset"), want_offset)
        c.true(s, f"{name}: device node", str(info.get("device_node")).startswith(
            {"NVMe": "/dev/nvme", "virtio": "/dev/vd"}.get(bus, "/dev/sd")), info.get("device_node"))
        if name == "nv":
            c.equal(s, "nv: the volume is partition 1", info.get("partition_node"), info["device_node"] + "p1")

        run = res.json(f"run-{name}")
        if not c.equal(s, f"{name}: run exit status", res.rc(f"run-{name}"), 0):
            print(res.err(f"run-{name}")[-1500:])
            continue
        dev = run["device"]
        c.true(s, f"{name}: the run's device object names the same bus and driver",
               (dev["bus"], dev["driver"], dev["driver_note"]) == (bus, driver, note),
               f"{dev['bus']} / {dev['driver']} / {dev['driver_note']}")
        acc = run["tests"]["access"]
        for direction in ("read", "write"):
            c.equal(s, f"{name}: Acc.time {direction} block bytes", acc[direction]["block_bytes"], lbs)
        c.equal(s, f"{name}: Acc.time read spans the device", acc["read"]["span"], "device")
        left = res.listing(f"left-{name}") or []
        c.true(s, f"{name}: no SolidMark-* folder left", not any(x.startswith("SolidMark-") for x in left))
        check_temperature(c, name, bus, run["temperature"], dev["device_node"])


def check_temperature(c, name, bus, t, node):
    s = "temperature"
    if bus == "NVMe":
        c.true(s, f"{name}: source is the nvme hwmon sensor", str(t.get("source")).startswith("hwmon nvme"),
               t.get("source"))
        c.within(s, f"{name}: warning threshold", t.get("warning_c"), NVME_WARNING_C, 0.001, " °C")
        c.within(s, f"{name}: critical threshold", t.get("critical_c"), NVME_CRITICAL_C, 0.001, " °C")
        c.within(s, f"{name}: temperature at the start", t.get("start_c"), NVME_TEMPERATURE_C, 0.001, " °C")
        c.true(s, f"{name}: samples recorded", len(t.get("samples", [])) >= 1, f"{len(t.get('samples', []))}")
    elif bus == "SATA":
        c.equal(s, f"{name}: no source", t.get("source"), None)
        disk = node.rsplit("/", 1)[-1]
        c.equal(s, f"{name}: the reason", t.get("reason"), f"no hwmon sensor for {disk}")
