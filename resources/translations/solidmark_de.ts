<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>SaveText</name>
    <message>
        <location filename="../../ui/desktop/save_file.cpp" line="+30"/>
        <source>%1
The result is still shown here; nothing is lost. Save it to another file?</source>
        <translation>%1
Das Ergebnis wird weiterhin hier angezeigt; nichts ist verloren. In eine andere Datei speichern?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose another file…</source>
        <translation>Andere Datei wählen…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The result was not saved to the history: %1</source>
        <translation>Das Ergebnis wurde nicht im Verlauf gespeichert: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The result could not be saved to the history: %1</source>
        <translation>Das Ergebnis ließe sich nicht im Verlauf speichern: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 Nothing was run.</source>
        <translation>%1 Es wurde nichts ausgeführt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
Run anyway? You can export the result when the run ends.</source>
        <translation>%1
Trotzdem starten? Das Ergebnis lässt sich nach dem Lauf exportieren.</translation>
    </message>
</context>
<context>
    <name>UiText</name>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="+62"/>
        <source>%1 write</source>
        <extracomment>%1 is a test name kept as AS SSD prints it (Seq, 4K, 4K-64Thrd, Acc.time)</extracomment>
        <translation>%1 Schreiben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 read</source>
        <translation>%1 Lesen</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>ISO</source>
        <translation>ISO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Creating the test folder</source>
        <translation>Testordner wird angelegt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Removing the test folder</source>
        <translation>Testordner wird entfernt</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Preparing test file</source>
        <translation>Testdatei wird vorbereitet</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sequential fill</source>
        <translation>Sequenzielles Füllen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+239"/>
        <source>Conditioning</source>
        <translation>Konditionierung</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>Removing the conditioning file</source>
        <translation>Konditionierungsdatei wird entfernt</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>%1 profile, queue depth %2</source>
        <translation>Profil %1, Warteschlangentiefe %2</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+14"/>
        <source>%1, pass %2 of %3</source>
        <translation>%1, Durchgang %2 von %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 blocks, write</source>
        <translation>%1-Blöcke, Schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks, read</source>
        <translation>%1-Blöcke, Lesen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Surface point %1 of %2</source>
        <translation>Oberflächenpunkt %1 von %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>%1 % compressible, write</source>
        <translation>%1 % komprimierbar, Schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % compressible, read</source>
        <translation>%1 % komprimierbar, Lesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 copy</source>
        <translation>%1 kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 mix (%2 % read), pass %3 of %4</source>
        <translation>%1 gemischt (%2 % Lesen), Durchgang %3 von %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Sustained write</source>
        <translation>Dauerschreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filling the volume to %1 %</source>
        <translation>Volume wird auf %1 % gefüllt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resting %1 s (%2 of %3)</source>
        <translation>Pause %1 s (%2 von %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing after rest %1 of %2</source>
        <translation>Schreiben nach Pause %1 von %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 was left by an earlier SolidMark run that did not finish; remove it when no run is active.</source>
        <translation>%1 stammt von einem früheren SolidMark-Lauf, der nicht beendet wurde; entfernen Sie den Ordner, wenn kein Lauf aktiv ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed the leftover test folder %1</source>
        <translation>Zurückgebliebener Testordner %1 entfernt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not remove the leftover test folder %1</source>
        <translation>Zurückgebliebener Testordner %1 ließ sich nicht entfernen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed the conditioning file kept for this run.</source>
        <translation>Die für diesen Lauf behaltene Konditionierungsdatei wurde entfernt.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Creating the %1 set (%n file(s), %2)</source>
        <translation>
            <numerusform>Satz %1 wird angelegt (%n Datei, %2)</numerusform>
            <numerusform>Satz %1 wird angelegt (%n Dateien, %2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Verifying the %1 copy</source>
        <translation>Kopie %1 wird geprüft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the %1 set and its copy</source>
        <translation>Satz %1 und seine Kopie werden entfernt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeping the conditioning file in %1</source>
        <translation>Die Konditionierungsdatei bleibt in %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Resting %n second(s) before the next pass</source>
        <translation>
            <numerusform>%n Sekunde Pause vor dem nächsten Durchgang</numerusform>
            <numerusform>%n Sekunden Pause vor dem nächsten Durchgang</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 % full during the run (%2 % asked)</source>
        <translation>%1 % belegt während des Laufs (%2 % verlangt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % full during the run</source>
        <translation>%1 % belegt während des Laufs</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the %1 % level of a fill series</source>
        <translation>die Stufe %1 % einer Füllreihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 % level of a fill series (%2)</source>
        <translation>die Stufe %1 % einer Füllreihe (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a fill series: %1 %</source>
        <translation>eine Füllreihe: %1 %</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sustained write: %1 MB/s, %2 written, %3 left</source>
        <translation>Dauerschreiben: %1 MB/s, %2 geschrieben, noch %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conditioning: %1 MB/s, %2 written, %3 left</source>
        <translation>Konditionierung: %1 MB/s, %2 geschrieben, noch %3</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Filling the volume to %1 %: %2 written, %3 left</source>
        <translation>Volume wird auf %1 % gefüllt: %2 geschrieben, noch %3</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Writing the check&apos;s files</source>
        <translation>Schreibe die Prüfdateien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading the check&apos;s files back</source>
        <translation>Lese die Prüfdateien zurück</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Wrote %1 (%2)</source>
        <translation>%1 geschrieben (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read back %1: %2 lost</source>
        <translation>%1 zurückgelesen: %2 verloren</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Resting, no I/O: %1 left</source>
        <translation>Pause ohne E/A: noch %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Writing: %1 MB/s, %2 written, %3 left</source>
        <translation>Schreiben: %1 MB/s, %2 geschrieben, noch %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading back: %1 MB/s, %2 read, %3 left</source>
        <translation>Zurücklesen: %1 MB/s, %2 gelesen, noch %3</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Buffered</source>
        <translation>Gepuffert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FUSE</source>
        <translation>FUSE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FUSE (%1)</source>
        <translation>FUSE (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NOCOW</source>
        <translation>NOCOW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem compression</source>
        <translation>Dateisystem-Kompression</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Valid data length</source>
        <translation>Gültige Datenlänge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem encryption</source>
        <translation>Dateisystem-Verschlüsselung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2</source>
        <extracomment>%1 is a flag&apos;s name (RAM, FUSE (ntfs-3g), Network), %2 its explanation</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 on %2</source>
        <extracomment>an overlay filesystem and the filesystem its writable layer is on: &quot;overlay on xfs&quot;</extracomment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drive: %1  ·  Controller: %2</source>
        <translation>Laufwerk: %1  ·  Controller: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>Geräte-Stack: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steady state</source>
        <translation>Eingeschwungener Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window mean</source>
        <translation>Mittelwert des Fensters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avg</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>Zugriffszeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sustained average</source>
        <translation>Dauerschreiben, Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second</source>
        <translation>Langsamste Sekunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before cache</source>
        <translation>Vor Cache-Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After cache</source>
        <translation>Nach Cache-Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache</source>
        <translation>Schreibcache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total time</source>
        <translation>Gesamtzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact data</source>
        <translation>Intakte Daten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost data</source>
        <translation>Verlorene Daten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity write</source>
        <translation>Kapazität schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity read</source>
        <translation>Kapazität lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second write</source>
        <translation>Langsamste Sekunde schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second read</source>
        <translation>Langsamste Sekunde lesen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean µs</source>
        <translation>Mittel µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written GiB</source>
        <translation>GiB geschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>latency (µs)</source>
        <translation>Latenz (µs)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 Byte/s)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 better</source>
        <translation>%1 besser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 worse</source>
        <translation>%1 schlechter</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>incompressible</source>
        <translation>nicht komprimierbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compressible, %1 % zeros</source>
        <translation>komprimierbar, %1 % Nullen</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+575"/>
        <source>benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+102"/>
        <source>copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+98"/>
        <source>compression</source>
        <translation>Kompression</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+209"/>
        <source>fio result</source>
        <translation>fio-Ergebnis</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+258"/>
        <source>sustained write</source>
        <translation>Dauerschreiben</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+169"/>
        <source>conditioning</source>
        <translation>Konditionierung</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+142"/>
        <source>surface scan</source>
        <translation>Oberflächen-Scan</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+236"/>
        <source>steady state</source>
        <translation>eingeschwungener Zustand</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+138"/>
        <source>block-size sweep</source>
        <translation>Blockgrößen-Durchlauf</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+142"/>
        <source>workload profile</source>
        <translation>Lastprofil</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+367"/>
        <source>preset (CrystalDiskMark-style)</source>
        <translation>Preset (wie CrystalDiskMark)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/history_dialog.cpp" line="+300"/>
        <source>imported peer result</source>
        <translation>importiertes Fremdergebnis</translation>
    </message>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="-293"/>
        <source>Created the test folder %1</source>
        <translation>Testordner %1 angelegt</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Left behind: %1 — remove it by hand</source>
        <translation>Zurückgelassen: %1 — bitte von Hand entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/charts/fill_chart.cpp" line="+53"/>
        <source>% full during the run</source>
        <translation>% belegt während des Laufs</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Write cache back after a rest</source>
        <translation>Schreibcache nach einer Pause zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rest (seconds)</source>
        <translation>Pause (Sekunden)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Whole cache (first write)</source>
        <translation>Ganzer Cache (erstes Schreiben)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recovered</source>
        <translation>Zurückgewonnen</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fill_choice.cpp" line="+15"/>
        <location filename="../../ui/text/ui_text.cpp" line="+24"/>
        <source>As found</source>
        <translation>Wie vorgefunden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How full the volume is during the run: SolidMark first writes incompressible ballast into its own test folder up to this share of the volume, and removes it afterwards. A rising list runs the benchmark at each level (a fill series).</source>
        <translation>Wie voll das Volume während des Laufs ist: SolidMark schreibt zuerst nicht komprimierbaren Ballast in seinen eigenen Testordner bis zu diesem Anteil des Volumes und entfernt ihn danach. Eine steigende Liste führt den Benchmark auf jeder Stufe aus (eine Füllreihe).</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+346"/>
        <source>capacity check</source>
        <translation>Kapazitätsprüfung</translation>
    </message>
</context>
<context>
    <name>sm::compare</name>
    <message>
        <location filename="../../core/result/compare.cpp" line="+499"/>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean latency</source>
        <translation>Mittlere Latenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>99th percentile latency</source>
        <translation>Latenz (99. Perzentil)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>Zugriffszeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time taken</source>
        <translation>Benötigte Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount written</source>
        <translation>Geschriebene Menge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact and lost data</source>
        <translation>Intakte und verlorene Daten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache size</source>
        <translation>Größe des Schreibcaches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds to steady state</source>
        <translation>Runden bis zum stabilen Zustand</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Scores</source>
        <translation>Punktzahlen</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.cpp" line="+375"/>
        <source>Write speed over the amount written</source>
        <translation>Schreibgeschwindigkeit über der geschriebenen Menge</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/result/capacity_report.cpp" line="+158"/>
        <source>GiB written</source>
        <translation>GiB geschrieben</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.cpp" line="+104"/>
        <source>Write speed over the block size</source>
        <translation>Schreibgeschwindigkeit über der Blockgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the block size</source>
        <translation>Lesegeschwindigkeit über der Blockgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size</source>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.cpp" line="+111"/>
        <source>IOPS per round</source>
        <translation>IOPS je Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.cpp" line="+145"/>
        <source>Read speed over the span</source>
        <translation>Lesegeschwindigkeit über den Bereich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position (% of the span)</source>
        <translation>Position (% des Bereichs)</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.cpp" line="+108"/>
        <source>Write speed over the compressibility</source>
        <translation>Schreibgeschwindigkeit über der Komprimierbarkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the compressibility</source>
        <translation>Lesegeschwindigkeit über der Komprimierbarkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (%)</source>
        <translation>Komprimierbarkeit (%)</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.cpp" line="+97"/>
        <source>Write speed while conditioning</source>
        <translation>Schreibgeschwindigkeit beim Konditionieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <location filename="../../core/result/run_report.cpp" line="+371"/>
        <source>Latency percentiles</source>
        <translation>Latenz-Perzentile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentile</source>
        <translation>Perzentil</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_report.cpp" line="-1"/>
        <source>Write speed over the capacity</source>
        <translation>Schreibgeschwindigkeit über der Kapazität</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read speed over the capacity</source>
        <translation>Lesegeschwindigkeit über der Kapazität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB read</source>
        <translation>GiB gelesen</translation>
    </message>
</context>
<context>
    <name>sm::flag</name>
    <message>
        <location filename="../../core/device/target_flags.cpp" line="+27"/>
        <source>Direct I/O was refused, so this ran buffered: the results include the operating system&apos;s cache.</source>
        <translation>Direkte E/A wurde abgelehnt, daher lief dies gepuffert: Die Ergebnisse enthalten den Cache des Betriebssystems.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This measures memory, not a drive: the target is a RAM-backed volume (tmpfs, ramfs, zram or brd).</source>
        <translation>Dies misst Arbeitsspeicher, kein Laufwerk: Das Ziel ist ein Volume im RAM (tmpfs, ramfs, zram oder brd).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a FUSE filesystem: its daemon may cache, so the results may not reach the drive.</source>
        <translation>Das Ziel ist ein FUSE-Dateisystem: Sein Daemon kann zwischenspeichern, die Ergebnisse erreichen das Laufwerk womöglich nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a network or host-shared filesystem: this measures the network and the server, not a local drive.</source>
        <translation>Das Ziel ist ein Netzwerk- oder vom Host freigegebenes Dateisystem: Dies misst Netzwerk und Server, kein lokales Laufwerk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On btrfs the test file was created NOCOW (no compression, no checksums), so direct I/O is real.</source>
        <translation>Auf btrfs wurde die Testdatei als NOCOW angelegt (keine Kompression, keine Prüfsummen), die direkte E/A ist also echt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filesystem may compress the test data (NOCOW could not be set), so results can exceed what the drive itself does.</source>
        <translation>Das Dateisystem kann die Testdaten komprimieren (NOCOW ließ sich nicht setzen), die Ergebnisse können also über dem liegen, was das Laufwerk selbst leistet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Windows could not set the test file&apos;s valid data length (that needs an administrator), so NTFS extended it with the timed writes: each such write ran alone, whatever the queue depth.</source>
        <translation>Windows konnte die gültige Datenlänge der Testdatei nicht setzen (dafür braucht es einen Administrator), also hat NTFS sie mit den gemessenen Schreibvorgängen verlängert: Jeder dieser Schreibvorgänge lief allein, unabhängig von der Warteschlangentiefe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The test file is encrypted by the filesystem (an EFS-encrypted folder): every write ran alone, and the results include the encryption.</source>
        <translation>Die Testdatei wird vom Dateisystem verschlüsselt (ein EFS-verschlüsselter Ordner): Jeder Schreibvorgang lief allein, und die Ergebnisse enthalten die Verschlüsselung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured by fio and imported, not by SolidMark&apos;s engine: fio&apos;s time windows, write data and flushes differ in the ways docs/methodology.md section 15 lists.</source>
        <translation>Von fio gemessen und importiert, nicht von der SolidMark-Engine: Zeitfenster, Schreibdaten und Flushes von fio unterscheiden sich in den in docs/methodology.md, Abschnitt 15, aufgeführten Punkten.</translation>
    </message>
</context>
<context>
    <name>sm::kind</name>
    <message>
        <location filename="../../core/result/run_result.h" line="+86"/>
        <source>AS SSD benchmark</source>
        <translation>AS-SSD-Benchmark</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.h" line="+28"/>
        <source>Compression benchmark</source>
        <translation>Kompressions-Benchmark</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.h" line="+26"/>
        <source>Drive conditioning</source>
        <translation>Konditionierung des Laufwerks</translation>
    </message>
    <message>
        <location filename="../../core/result/copy_result.h" line="+31"/>
        <source>Copy benchmark</source>
        <translation>Kopier-Benchmark</translation>
    </message>
    <message>
        <location filename="../../core/result/fio_result.h" line="+68"/>
        <source>fio result</source>
        <translation>fio-Ergebnis</translation>
    </message>
    <message>
        <location filename="../../core/result/peer_result.h" line="+56"/>
        <source>Imported peer result (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</source>
        <translation>Importiertes Fremdergebnis (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</translation>
    </message>
    <message>
        <location filename="../../core/result/preset_result.h" line="+62"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>Warteschlangentiefe-Presets (wie CrystalDiskMark)</translation>
    </message>
    <message>
        <location filename="../../core/result/profile_result.h" line="+29"/>
        <source>Workload profile</source>
        <translation>Lastprofil</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.h" line="+32"/>
        <source>Steady state</source>
        <translation>Eingeschwungener Zustand</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.h" line="+30"/>
        <source>Surface scan</source>
        <translation>Oberflächenscan</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.h" line="+92"/>
        <source>Sustained write</source>
        <translation>Dauerschreiben</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.h" line="+22"/>
        <source>Block-size sweep</source>
        <translation>Blockgrößen-Durchlauf</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_result.h" line="+65"/>
        <source>Capacity check</source>
        <translation>Kapazitätsprüfung</translation>
    </message>
</context>
<context>
    <name>sm::peer</name>
    <message>
        <location filename="../../core/result/peer_result.cpp" line="+216"/>
        <source>KDiskMark&apos;s MB/s is fio&apos;s bandwidth in KiB/s divided by 1000: 1.024 x MiB/s, which reads 2.34 % below decimal MB/s. Its numbers are imported as written, not converted; its latency is fio&apos;s completion latency.</source>
        <translation>Die MB/s von KDiskMark sind die Bandbreite von fio in KiB/s geteilt durch 1000: 1,024 × MiB/s, also 2,34 % unter dezimalen MB/s. Die Werte werden wie geschrieben importiert, nicht umgerechnet; die Latenz ist die Abschlusslatenz von fio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AmorphousDiskMark&apos;s numbers are imported as written (its header says decimal MB/s, 10^6 bytes/s).</source>
        <translation>Die Werte von AmorphousDiskMark werden wie geschrieben importiert (laut Kopfzeile dezimale MB/s, 10^6 Byte/s).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SolidMark&apos;s own text export: the numbers as it printed them, MB/s to 3 decimals, IOPS to 1 and latency to 2.</source>
        <translation>Der eigene Textexport von SolidMark: die Werte, wie er sie ausgab, MB/s auf 3 Nachkommastellen, IOPS auf 1 und Latenz auf 2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CrystalDiskMark&apos;s MB/s are decimal (10^6 bytes/s), as the presets print them; its IOPS are derived from MB/s and the block size. Imported as written.</source>
        <translation>Die MB/s von CrystalDiskMark sind dezimal (10^6 Byte/s), wie die Presets sie ausgeben; seine IOPS sind aus MB/s und Blockgröße abgeleitet. Wie geschrieben importiert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CrystalDiskMark 5 and 6 do not write their sequential rows&apos; block sizes: they are the ones those versions run (128 KiB with Q and T, 1 MiB at T=1).</source>
        <translation>CrystalDiskMark 5 und 6 schreiben die Blockgröße ihrer sequenziellen Zeilen nicht: Es sind die, mit denen diese Versionen messen (128 KiB mit Q und T, 1 MiB bei T=1).</translation>
    </message>
    <message>
        <location filename="../../core/result/compare.cpp" line="-293"/>
        <source>A fill series: of its levels, the one nearest the other results&apos; fill is compared.</source>
        <translation>Eine Füllreihe: Von ihren Stufen wird die verglichen, die dem Füllstand der anderen Ergebnisse am nächsten liegt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every result is a fill series: each row pairs the levels of the same fill.</source>
        <translation>Jedes Ergebnis ist eine Füllreihe: Jede Zeile stellt die Stufen desselben Füllstands gegenüber.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>These results ran at different fills: a change between them is the fill&apos;s as much as the drive&apos;s.</source>
        <translation>Diese Ergebnisse liefen bei unterschiedlichen Füllständen: Ein Unterschied zwischen ihnen geht ebenso auf den Füllstand zurück wie auf das Laufwerk.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Write-through is on: its writes went past the drive&apos;s cache. Not every result here has it on, so their write rows are not like with like.</source>
        <translation>Write-Through ist an: Die Schreibvorgänge gingen am Cache des Laufwerks vorbei. Nicht jedes Ergebnis hier hat es an, daher sind die Schreibzeilen nicht vergleichbar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write-through is off: its writes went into the drive&apos;s cache. Not every result here has it off, so their write rows are not like with like.</source>
        <translation>Write-Through ist aus: Die Schreibvorgänge gingen in den Cache des Laufwerks. Nicht jedes Ergebnis hier hat es aus, daher sind die Schreibzeilen nicht vergleichbar.</translation>
    </message>
</context>
<context>
    <name>sm::reason</name>
    <message>
        <location filename="../../core/util/reason_text.h" line="+20"/>
        <source>Reading the SMART data of {} needs smartctl (Debian: smartmontools), which is not installed.</source>
        <translation>Zum Lesen der SMART-Daten von {} wird smartctl (Debian: smartmontools) benötigt, das nicht installiert ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>smartctl did not answer for {} within {} s.</source>
        <translation>smartctl hat für {} nicht innerhalb von {} s geantwortet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>smartctl gave no JSON for {} (exit status {}).</source>
        <translation>smartctl lieferte für {} kein JSON (Exit-Status {}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl read no health record</source>
        <translation>smartctl hat keinen Zustandsbericht gelesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl: {}</source>
        <translation>smartctl: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs root or the disk group. {}</source>
        <translation>Zum Lesen der SMART-Daten von {} sind root-Rechte oder die Gruppe disk nötig. {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs an administrator (Windows: access denied).</source>
        <translation>Zum Lesen der SMART-Daten von {} sind Administratorrechte nötig (Windows: Zugriff verweigert).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its SMART data (SMART_RCV_DRIVE_DATA, error {}).</source>
        <translation>{} hat seine SMART-Daten nicht geliefert (SMART_RCV_DRIVE_DATA, Fehler {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the NVMe health log of {} needs root ({}).</source>
        <translation>Zum Lesen des NVMe-Zustandsprotokolls von {} sind root-Rechte nötig ({}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened: {}.</source>
        <translation>{} kann nicht geöffnet werden: {}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} did not return its health log ({}).</source>
        <translation>{} hat sein Zustandsprotokoll nicht geliefert ({}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its NVMe health log (IOCTL_STORAGE_QUERY_PROPERTY, error {}).</source>
        <translation>{} hat sein NVMe-Zustandsprotokoll nicht geliefert (IOCTL_STORAGE_QUERY_PROPERTY, Fehler {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} answered the NVMe health log query with {} bytes, too few for the page.</source>
        <translation>{} beantwortete die Abfrage des NVMe-Zustandsprotokolls mit {} Bytes, zu wenig für die Seite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No drive was found under the target.</source>
        <translation>Unter dem Ziel wurde kein Laufwerk gefunden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target spans several drives; their health is read one drive at a time.</source>
        <translation>Das Ziel erstreckt sich über mehrere Laufwerke; ihr Zustand wird Laufwerk für Laufwerk gelesen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No NVMe controller was found for {}.</source>
        <translation>Für {} wurde kein NVMe-Controller gefunden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This build of SolidMark reads no NVMe health log (built without libnvme).</source>
        <translation>Diese SolidMark-Version liest kein NVMe-Zustandsprotokoll (ohne libnvme gebaut).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} ({}) has no health record that SolidMark can read: it is neither NVMe nor ATA.</source>
        <translation>{} ({}) hat keinen Zustandsbericht, den SolidMark lesen kann: weder NVMe noch ATA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown bus</source>
        <translation>unbekannter Bus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s health was not recorded with this result.</source>
        <translation>Der Zustand des Laufwerks wurde mit diesem Ergebnis nicht aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drive&apos;s health record could not be read.</source>
        <translation>Der Zustandsbericht des Laufwerks konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive does not count the bytes written to it (or its unit is unknown).</source>
        <translation>Das Laufwerk zählt die geschriebenen Bytes nicht (oder seine Einheit ist unbekannt).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s written counter went backwards during the run.</source>
        <translation>Der Schreibzähler des Laufwerks lief während des Tests rückwärts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s media errors grew from {} to {} during this run.</source>
        <translation>Die Medienfehler des Laufwerks stiegen während dieses Tests von {} auf {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive set a critical warning during this run: {}.</source>
        <translation>Das Laufwerk hat während dieses Tests eine kritische Warnung gesetzt: {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run ended before the drive&apos;s health was read again.</source>
        <translation>Der Test endete, bevor der Zustand des Laufwerks erneut gelesen wurde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no physical drive found under the target</source>
        <translation>kein physisches Laufwerk unter dem Ziel gefunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} does not report a temperature (StorageDeviceTemperatureProperty)</source>
        <translation>{} meldet keine Temperatur (StorageDeviceTemperatureProperty)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no single drive under the target</source>
        <translation>kein einzelnes Laufwerk unter dem Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no hwmon sensor for {}</source>
        <translation>kein hwmon-Sensor für {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no hwmon sensor for {}, and the NVMe health log of {} is not readable (it needs root)</source>
        <translation>kein hwmon-Sensor für {}, und das NVMe-Zustandsprotokoll von {} ist nicht lesbar (es braucht root)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sensor gave no reading</source>
        <translation>der Sensor lieferte keinen Messwert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no block device</source>
        <translation>kein Blockgerät</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open the device</source>
        <translation>das Gerät kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the device&apos;s size</source>
        <translation>die Größe des Geräts kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device too small</source>
        <translation>Gerät zu klein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 not available</source>
        <translation>udisks2 nicht verfügbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not authorised</source>
        <translation>nicht berechtigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 does not know the device</source>
        <translation>udisks2 kennt das Gerät nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no direct I/O on the device from udisks2</source>
        <translation>kein direkter E/A-Zugriff auf das Gerät über udisks2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 could not open the device</source>
        <translation>udisks2 konnte das Gerät nicht öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no block device found for the target</source>
        <translation>kein Blockgerät für das Ziel gefunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened read-only: {}</source>
        <translation>{} kann nicht schreibgeschützt geöffnet werden: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Through udisks2: {}</source>
        <translation>Über udisks2: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the size of {}: {}</source>
        <translation>die Größe von {} kann nicht gelesen werden: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} holds {}, less than the {} needed</source>
        <translation>{} fasst {}, weniger als die nötigen {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open &apos;{}&apos;: {}.</source>
        <translation>&apos;{}&apos; kann nicht geöffnet werden: {}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no system bus: {}</source>
        <translation>kein Systembus: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has no block object for {}</source>
        <translation>udisks2 hat kein Blockobjekt für {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 not available on this platform</source>
        <translation>udisks2 ist auf dieser Plattform nicht verfügbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit could not ask (no authentication agent answered)</source>
        <translation>{}: {}; polkit konnte nicht nachfragen (kein Authentifizierungsagent hat geantwortet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit would ask for a password (--authorize, or Allow in the GUI&apos;s question)</source>
        <translation>{}: {}; polkit würde nach einem Passwort fragen (--authorize oder „Erlauben“ in der Frage der Oberfläche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot build the udisks2 call: {}</source>
        <translation>der udisks2-Aufruf kann nicht erstellt werden: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 OpenDevice: a reply without a file descriptor</source>
        <translation>udisks2 OpenDevice: eine Antwort ohne Dateideskriptor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot keep the descriptor: {}</source>
        <translation>der Deskriptor kann nicht behalten werden: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 returned a descriptor that is not read-only; not used</source>
        <translation>udisks2 lieferte einen Deskriptor, der nicht schreibgeschützt ist; nicht verwendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>O_DIRECT could not be set ({}) nor the descriptor reopened with it ({})</source>
        <translation>O_DIRECT ließ sich weder setzen ({}) noch der Deskriptor damit neu öffnen ({})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by udisks2</source>
        <translation>O_DIRECT durch udisks2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT set with fcntl</source>
        <translation>O_DIRECT mit fcntl gesetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by reopening the descriptor</source>
        <translation>O_DIRECT durch erneutes Öffnen des Deskriptors</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opened through udisks2 ({}, {})</source>
        <translation>über udisks2 geöffnet ({}, {})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}</source>
        <translation>ganzes Gerät {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}, {}</source>
        <translation>ganzes Gerät {}, {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 names no drive for {}</source>
        <translation>udisks2 nennt kein Laufwerk für {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 reads no ATA SMART for {}: its drive has no Drive.Ata interface</source>
        <translation>udisks2 liest für {} kein ATA-SMART: sein Laufwerk hat keine Drive.Ata-Schnittstelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} has SMART turned off (udisks2)</source>
        <translation>bei {} ist SMART ausgeschaltet (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} does not support SMART (udisks2)</source>
        <translation>{} unterstützt kein SMART (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has not read the SMART data of {} yet; --authorize lets it read them now (polkit may ask)</source>
        <translation>udisks2 hat die SMART-Daten von {} noch nicht gelesen; --authorize lässt es sie jetzt lesen (polkit fragt eventuell nach)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>udisks2 SmartGetAttributes: a reply SolidMark cannot read</source>
        <translation>udisks2 SmartGetAttributes: eine Antwort, die SolidMark nicht lesen kann</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operation not permitted</source>
        <translation>Vorgang nicht zulässig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such file or directory</source>
        <translation>Datei oder Verzeichnis nicht gefunden</translation>
    </message>
</context>
<context>
    <name>smui::CapacityDialog</name>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="-312"/>
        <source>changed</source>
        <translation>verändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overwritten</source>
        <translation>überschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupted</source>
        <translation>zerstört</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the check ended before every file was read back</source>
        <translation>die Prüfung endete, bevor jede Datei zurückgelesen war</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the check was aborted at %1</source>
        <translation>die Prüfung wurde bei %1 abgebrochen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the volume became full at %1</source>
        <translation>das Volume war bei %1 voll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive went away at %1</source>
        <translation>das Laufwerk verschwand bei %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file system became read-only at %1</source>
        <translation>das Dateisystem wurde bei %1 schreibgeschützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing failed at %1</source>
        <translation>das Schreiben schlug bei %1 fehl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading failed at %1</source>
        <translation>das Lesen schlug bei %1 fehl</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Capacity check</source>
        <translation>Kapazitätsprüfung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1
Does the drive hold what it claims? Fills the free space with files in the format of f3 and H2testw, reads them back and checks every 512-byte sector. The files are removed afterwards unless kept.</source>
        <translation>Ziel: %1
Hält das Laufwerk, was es verspricht? Füllt den freien Speicher mit Dateien im Format von f3 und H2testw, liest sie zurück und prüft jeden 512-Byte-Sektor. Die Dateien werden danach entfernt, außer sie sollen bleiben.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All the free space</source>
        <translation>Der ganze freie Speicher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>50 % of the free space</source>
        <translation>50 % des freien Speichers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>25 % of the free space</source>
        <translation>25 % des freien Speichers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The test size (%1)</source>
        <translation>Die Testgröße (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 GiB (f3read and H2testw read them)</source>
        <translation>1 GiB (f3read und H2testw lesen sie)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the files</source>
        <translation>Dateien behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only read back the files in the target</source>
        <translation>Nur die Dateien im Ziel zurücklesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amount:</source>
        <translation>Menge:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files:</source>
        <translation>Dateien:</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+175"/>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="-174"/>
        <location line="+175"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+74"/>
        <location line="+124"/>
        <source>Speed over the capacity, every half second</source>
        <translation>Geschwindigkeit über die Kapazität, jede halbe Sekunde</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Verdict: ----</source>
        <translation>Urteil: ----</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Genuine: all %1 written read back intact.</source>
        <translation>Echt: alle %1 Geschriebenen kamen intakt zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fake: only the first %1 hold their data; what was written past that reads back as zeros.</source>
        <translation>Fälschung: nur die ersten %1 behalten ihre Daten; was danach geschrieben wurde, liest sich als Nullen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fake: only the first %1 hold their data; what was written past that is lost.</source>
        <translation>Fälschung: nur die ersten %1 behalten ihre Daten; was danach geschrieben wurde, ist verloren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wraps around: data written past %1 overwrote earlier data.</source>
        <translation>Läuft über: Daten, die nach %1 geschrieben wurden, überschrieben frühere Daten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corrupts data: %1 sectors came back damaged (%2 changed, %3 overwritten, %4 corrupted); %5 could not be read.</source>
        <translation>Beschädigt Daten: %1 Sektoren kamen beschädigt zurück (%2 verändert, %3 überschrieben, %4 zerstört); %5 ließen sich nicht lesen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopped: %1; nothing was read back.</source>
        <translation>Angehalten: %1; nichts wurde zurückgelesen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: %1; the %2 verified before that read back intact.</source>
        <translation>Angehalten: %1; die zuvor geprüften %2 kamen intakt zurück.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The check ended early: %1.</source>
        <translation>Die Prüfung endete vorzeitig: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced: drive %1, file system %2. Real capacity (intact data): %3.</source>
        <translation>Angegeben: Laufwerk %1, Dateisystem %2. Echte Kapazität (intakte Daten): %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Written %1, intact %2, lost %3: %4 changed, %5 overwritten, %6 corrupted, %7 unreadable sectors.</source>
        <translation>Geschrieben %1, intakt %2, verloren %3: %4 verändert, %5 überschrieben, %6 zerstört, %7 unlesbare Sektoren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 MB/s on average, %3 to %4 MB/s per file, slowest second %5 MB/s.</source>
        <translation>%1: %2 MB/s im Mittel, %3 bis %4 MB/s je Datei, langsamste Sekunde %5 MB/s.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First bad sector: %1.h2w at %2, expected offset %3, found %4 (%5).</source>
        <translation>Erster fehlerhafter Sektor: %1.h2w bei %2, erwarteter Offset %3, gefunden %4 (%5).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Files of %1: f3read and H2testw read only 1 GiB files.</source>
        <translation>Dateien zu %1: f3read und H2testw lesen nur Dateien zu 1 GiB.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The files are kept in %1.</source>
        <translation>Die Dateien bleiben in %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Speed over the capacity, per file</source>
        <translation>Geschwindigkeit über die Kapazität, je Datei</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 per cell</source>
        <translation>%1 je Zelle</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target: %1    read back the .h2w files in %2</source>
        <translation>Ziel: %1    die .h2w-Dateien in %2 zurückgelesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1    %2 in files of %3, read back with direct I/O</source>
        <translation>Ziel: %1    %2 in Dateien zu %3, mit direkter E/A zurückgelesen</translation>
    </message>
</context>
<context>
    <name>smui::CapacityMap</name>
    <message>
        <location filename="../../ui/charts/capacity_map.cpp" line="+23"/>
        <source>not reached</source>
        <translation>nicht erreicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written, not read back yet</source>
        <translation>geschrieben, noch nicht zurückgelesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intact</source>
        <translation>intakt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partly lost</source>
        <translation>teilweise verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1; each cell of the map is a slice of %2 files</source>
        <translation>%1; jede Zelle der Karte ist ein Abschnitt von %2 Dateien</translation>
    </message>
</context>
<context>
    <name>smui::ChartUtil</name>
    <message>
        <location filename="../../ui/charts/chart_util.cpp" line="+263"/>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chart of the figures in the results table</source>
        <translation>Ein Diagramm der Werte aus der Ergebnistabelle</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The measured figures, one row each</source>
        <translation>Die gemessenen Werte, eine Zeile je Messung</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>No data yet</source>
        <translation>Noch keine Daten</translation>
    </message>
</context>
<context>
    <name>smui::CloseGuard</name>
    <message>
        <location filename="../../ui/desktop/close_guard.cpp" line="+54"/>
        <location line="+98"/>
        <source>SolidMark</source>
        <translation>SolidMark</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Stopping — SolidMark</source>
        <translation>Wird beendet — SolidMark</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopping… removing the test file</source>
        <translation>Wird beendet… die Testdatei wird entfernt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close anyway (leave the file)</source>
        <translation>Trotzdem schließen (Datei bleibt)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Waiting %1 s for the engine to stop and the drive to remove the file.</source>
        <translation>Seit %1 s wird gewartet, bis die Engine anhält und das Laufwerk die Datei entfernt hat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, the test folder may stay on the drive.</source>
        <translation>Das dauert lange: Das Laufwerk ist vielleicht langsam oder antwortet nicht. Wenn Sie jetzt schließen, kann der Testordner auf dem Laufwerk bleiben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, %1 stays on the drive and you must remove it by hand.</source>
        <translation>Das dauert lange: Das Laufwerk ist vielleicht langsam oder antwortet nicht. Wenn Sie jetzt schließen, bleibt %1 auf dem Laufwerk und muss von Hand entfernt werden.</translation>
    </message>
</context>
<context>
    <name>smui::CompareChart</name>
    <message>
        <location filename="../../ui/charts/compare_chart.cpp" line="+184"/>
        <source>%1: %2</source>
        <comment>a chart&apos;s title and what it is of: Latency percentiles: 4K read</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 and %2</source>
        <comment>two kinds of result compared</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>test size %1</source>
        <translation>Testgröße %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>test sizes %1 to %2</source>
        <translation>Testgrößen %1 bis %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to %2</source>
        <comment>a range of dates</comment>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/compare_bars.cpp" line="+55"/>
        <source>higher is better</source>
        <translation>höher ist besser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lower is better</source>
        <translation>niedriger ist besser</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>change in % against %1</source>
        <translation>Änderung in % gegenüber %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 · %2</source>
        <comment>a bar chart&apos;s row heading, then which way is better</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/compare_curves.cpp" line="+253"/>
        <source>Dashed lines: where each result&apos;s write cache ran out</source>
        <translation>Gestrichelte Linien: wo der Schreibcache jedes Ergebnisses voll war</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>logarithmic scale</source>
        <translation>logarithmische Skala</translation>
    </message>
</context>
<context>
    <name>smui::CompareDialog</name>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+35"/>
        <source>R</source>
        <comment>short for read</comment>
        <translation>L</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>W</source>
        <comment>short for write</comment>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compare_dialog.cpp" line="+48"/>
        <source>Compare results: %1 — SolidMark</source>
        <translation>Ergebnisse vergleichen: %1 — SolidMark</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Name (click to edit)</source>
        <translation>Name (zum Bearbeiten klicken)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>Datum (UTC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Best first</source>
        <translation>Beste zuerst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As listed</source>
        <translation>Wie aufgeführt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chart:</source>
        <translation>Diagramm:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reference:</source>
        <translation>Referenz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highlight:</source>
        <translation>Hervorheben:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars:</source>
        <translation>Balken:</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Fill</source>
        <translation>Füllstand</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Width:</source>
        <translation>Breite:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scale:</source>
        <translation>Skalierung:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Theme:</source>
        <translation>Design:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save SVG…</source>
        <translation>SVG speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+210"/>
        <source>This build of SolidMark has no Qt Svg; save a PNG instead</source>
        <translation>Dieser SolidMark-Build hat kein Qt Svg; speichern Sie stattdessen ein PNG</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2</source>
        <comment>a compare note: the result, then what its numbers are</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1–%2 °C</source>
        <comment>the drive&apos;s temperature range</comment>
        <translation>%1–%2 °C</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (reference)</source>
        <translation> (Referenz)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The best value of this row</source>
        <translation>Der beste Wert dieser Zeile</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the comparison</source>
        <translation>Vergleich speichern</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Save PNG…</source>
        <translation>PNG speichern…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location line="-207"/>
        <source>%1 and %2</source>
        <comment>two kinds of result compared</comment>
        <translation>%1 und %2</translation>
    </message>
</context>
<context>
    <name>smui::CompressionDialog</name>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="-78"/>
        <source>Compression benchmark</source>
        <translation>Kompressions-Benchmark</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target: %1    Test size: %2 (%3 per point, 1 MB blocks, QD1, unbuffered)</source>
        <translation>Ziel: %1    Testgröße: %2 (%3 je Punkt, 1-MB-Blöcke, QD1, ungepuffert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed by compressibility</source>
        <translation>Geschwindigkeit nach Komprimierbarkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (share of zero bytes, %)</source>
        <translation>Komprimierbarkeit (Anteil Null-Bytes, %)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Read MB/s</source>
        <translation>Lesen MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write MB/s</source>
        <translation>Schreiben MB/s</translation>
    </message>
</context>
<context>
    <name>smui::ConditionDialog</name>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="-145"/>
        <source>Condition drive</source>
        <translation>Laufwerk konditionieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Random 128 KiB incompressible writes over a conditioning file, to bring the drive to its used (steady) state before a run labelled &quot;conditioned&quot;. At least 2 GiB stay free.</source>
        <translation>Ziel: %1
Zufällige, nicht komprimierbare 128-KiB-Schreibvorgänge in eine Konditionierungsdatei bringen das Laufwerk in seinen gebrauchten (eingeschwungenen) Zustand, bevor ein Lauf mit der Bezeichnung „conditioned“ folgt. Mindestens 2 GiB bleiben frei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>50 % of the free space</source>
        <translation>50 % des freien Speichers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>25 % des freien Speichers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75 % of the free space</source>
        <translation>75 % des freien Speichers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>Die Testgröße (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB written</source>
        <translation>GiB geschrieben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One sequential pass over the file first</source>
        <translation>Zuerst ein sequenzieller Durchgang über die Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the file during the next run (removed when it ends)</source>
        <translation>Datei während des nächsten Laufs behalten (danach entfernt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File size:</source>
        <translation>Dateigröße:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after:</source>
        <translation>Beenden nach:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write speed while conditioning</source>
        <translation>Schreibgeschwindigkeit beim Konditionieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random 128 KiB write</source>
        <translation>Zufälliges Schreiben, 128 KiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s, after a %6 s sequential fill.</source>
        <translation>%1 konditioniert: Datei mit %2, %3 zufällige 128-KiB-Schreibvorgänge in %4 s = %5 MB/s, nach %6 s sequenziellem Füllen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s.</source>
        <translation>%1 konditioniert: Datei mit %2, %3 zufällige 128-KiB-Schreibvorgänge in %4 s = %5 MB/s.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>MB/s per second: first %1, last %2, min %3, max %4 (%n sample(s))</source>
        <translation>
            <numerusform>MB/s je Sekunde: erste %1, letzte %2, Min. %3, Max. %4 (%n Messwert)</numerusform>
            <numerusform>MB/s je Sekunde: erste %1, letzte %2, Min. %3, Max. %4 (%n Messwerte)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is kept in %1 until the next run on this target ends.</source>
        <translation>Die Datei bleibt in %1, bis der nächste Lauf auf diesem Ziel endet.</translation>
    </message>
</context>
<context>
    <name>smui::CopyDialog</name>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="-76"/>
        <source>Copy benchmark</source>
        <translation>Kopier-Benchmark</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Scale: %2 (test size %3; 1 GiB = full-size sets)
Each set is created, flushed and evicted from the cache, then copied on the same volume; the time includes flushing the copy.</source>
        <translation>Ziel: %1    Maßstab: %2 (Testgröße %3; 1 GiB = Sätze in voller Größe)
Jeder Satz wird angelegt, auf das Laufwerk geschrieben und aus dem Cache entfernt, dann auf demselben Volume kopiert; die Zeit schließt das Schreiben der Kopie auf das Laufwerk ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>smui::Elevation</name>
    <message>
        <location filename="../../ui/desktop/elevation.cpp" line="+65"/>
        <source>the restart was declined</source>
        <translation>der Neustart wurde abgelehnt</translation>
    </message>
</context>
<context>
    <name>smui::HealthDialog</name>
    <message>
        <location filename="../../ui/panels/health_view.cpp" line="+26"/>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why not</source>
        <translation>Warum nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical warning</source>
        <translation>Kritische Warnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available spare</source>
        <translation>Verfügbare Reserve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spare threshold</source>
        <translation>Reserve-Schwelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentage used</source>
        <translation>Abnutzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data read</source>
        <translation>Gelesene Daten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data written</source>
        <translation>Geschriebene Daten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power-on hours</source>
        <translation>Betriebsstunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power cycles</source>
        <translation>Einschaltvorgänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsafe shutdowns</source>
        <translation>Unsichere Abschaltungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media errors</source>
        <translation>Medienfehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error log entries</source>
        <translation>Fehlerprotokoll-Einträge</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>critical warning (%1)</source>
        <translation>kritische Warnung (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>unknown: %1</source>
        <translation>unbekannt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 % used</source>
        <translation>%1 % abgenutzt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the drive counted %1 written during this run (SolidMark wrote %2)</source>
        <translation>das Laufwerk zählte %1 geschrieben während dieses Laufs (SolidMark schrieb %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive counted %1 written during this run</source>
        <translation>das Laufwerk zählte %1 geschrieben während dieses Laufs</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drive health</source>
        <translation>Laufwerkszustand</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Worst</source>
        <translation>Schlechtester</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raw</source>
        <translation>Rohwert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Read again</source>
        <translation>Erneut &amp;lesen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>smui::HistoryDialog</name>
    <message>
        <location filename="../../ui/tools/history_dialog.cpp" line="-268"/>
        <source>History — SolidMark</source>
        <translation>Verlauf — SolidMark</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved results in %1</source>
        <translation>Gespeicherte Ergebnisse in %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+225"/>
        <source>The history cannot be opened: %1</source>
        <translation>Der Verlauf kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>Filter by drive (model or serial)</source>
        <translation>Nach Laufwerk filtern (Modell oder Seriennummer)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drive:</source>
        <translation>Laufwerk:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>Datum (UTC)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select two or more results of the same kind (up to 26), or imported peer results and preset runs</source>
        <translation>Wählen Sie zwei oder mehr Ergebnisse derselben Art (bis zu 26) oder importierte Fremdergebnisse und Preset-Läufe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Delete the %n selected result(s) from the history?</source>
        <translation>
            <numerusform>%n ausgewähltes Ergebnis aus dem Verlauf löschen?</numerusform>
            <numerusform>%n ausgewählte Ergebnisse aus dem Verlauf löschen?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export JSON</source>
        <translation>JSON exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Store a SolidMark result JSON, or a text saved by CrystalDiskMark 5–9, KDiskMark or AmorphousDiskMark</source>
        <translation>Ein SolidMark-Ergebnis als JSON speichern, oder einen Text, den CrystalDiskMark 5–9, KDiskMark oder AmorphousDiskMark gespeichert hat</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Every result SolidMark reads (*.txt *.json)</source>
        <translation>Alle Ergebnisse, die SolidMark liest (*.txt *.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CrystalDiskMark text (*.txt)</source>
        <translation>CrystalDiskMark-Text (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDiskMark text (*.txt)</source>
        <translation>KDiskMark-Text (*.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AmorphousDiskMark text (*.txt)</source>
        <translation>AmorphousDiskMark-Text (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SolidMark result JSON (*.json)</source>
        <translation>SolidMark-Ergebnis als JSON (*.json)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import a result</source>
        <translation>Ergebnis importieren</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot import %1:
%2
Nothing was stored.</source>
        <translation>%1 kann nicht importiert werden:
%2
Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>%1 (local time)</source>
        <comment>a date whose time zone is not known</comment>
        <translation>%1 (Ortszeit)</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected benchmark run in the main window</source>
        <translation>Den gewählten Benchmark-Lauf im Hauptfenster anzeigen</translation>
    </message>
</context>
<context>
    <name>smui::MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+265"/>
        <source>Whole-drive access time</source>
        <translation>Zugriffszeit über das ganze Laufwerk</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Reading the whole drive needs your permission; nothing is written.

Allow it and your desktop may ask for your password. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>Das Lesen des ganzen Laufwerks braucht Ihre Erlaubnis; es wird nichts geschrieben.

Wenn Sie es erlauben, fragt Ihr Desktop eventuell nach Ihrem Passwort. Mit einer Testdatei stattdessen liest der Zugriffszeit-Test nur die Testdatei, und das Ergebnis vermerkt es.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allow</source>
        <translation>Erlauben</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Use a test file instead</source>
        <translation>Stattdessen eine Testdatei verwenden</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-74"/>
        <source>Acc.time read spanned the test file, not the whole drive: %1.</source>
        <translation>Der Acc.time-Lesetest lief über die Testdatei, nicht über das ganze Laufwerk: %1.</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>&amp;Write-through (writes past the drive&apos;s cache)</source>
        <translation>&amp;Write-Through (Schreiben am Laufwerkscache vorbei)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every write of the test file completes only once it is past the drive&apos;s volatile cache (FUA), as AS SSD is said to write. Off: direct I/O alone, as CrystalDiskMark and fio.</source>
        <translation>Jeder Schreibvorgang in die Testdatei ist erst abgeschlossen, wenn er am flüchtigen Cache des Laufwerks vorbei ist (FUA), wie AS SSD angeblich schreibt. Aus: nur Direct I/O, wie CrystalDiskMark und fio.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Dri&amp;ve health…</source>
        <translation>Laufwerks&amp;zustand…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>  ·  write-through</source>
        <translation>  ·  Write-Through</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-232"/>
        <location line="+532"/>
        <source>SolidMark %1</source>
        <translation>SolidMark %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-345"/>
        <source>Volume or folder to test. SolidMark writes only inside its own SolidMark-* folder there and removes it afterwards.</source>
        <translation>Zu testendes Volume oder Ordner. SolidMark schreibt dort nur in seinen eigenen Ordner SolidMark-* und entfernt ihn danach.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose folder…</source>
        <translation>Ordner wählen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size of the test file</source>
        <translation>Größe der Testdatei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Incompressible: fresh random data, what AS SSD measures.
Compressible: a share of every 4 KiB is zeros (controllers that compress look faster).</source>
        <translation>Nicht komprimierbar: stets neue Zufallsdaten, wie AS SSD misst.
Komprimierbar: ein Teil jedes 4-KiB-Blocks sind Nullen (komprimierende Controller wirken schneller).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="+76"/>
        <source>%1 (%2), %3, %4 free</source>
        <translation>%1 (%2), %3, %4 frei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device: %1</source>
        <translation>Gerät: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filesystem: %1</source>
        <translation>Dateisystem: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size: %1</source>
        <translation>Größe: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: %1</source>
        <translation>Frei: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>Geräte-Stack: %1</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Controller</source>
        <translation>Controller</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filesystem</source>
        <translation>Dateisystem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stack</source>
        <translation>Geräte-Stack</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+67"/>
        <location line="+225"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="-224"/>
        <location line="+224"/>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Score:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Total:</source>
        <translation>Gesamt:</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99.9</source>
        <translation>p99,9</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Completion latency of each I/O, in microseconds</source>
        <translation>Abschlusslatenz jedes E/A-Vorgangs in Mikrosekunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Latency (µs)</source>
        <translation>Latenz (µs)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-346"/>
        <location line="+353"/>
        <location filename="../../ui/window/main_window_view.cpp" line="+162"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-163"/>
        <location line="+170"/>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved with the run in the history: out-of-box, conditioned, or any text</source>
        <translation>Wird mit dem Lauf im Verlauf gespeichert: out-of-box, conditioned oder beliebiger Text</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-239"/>
        <location filename="../../ui/window/main_window_view.cpp" line="-169"/>
        <location line="+170"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+14"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;screenshot…</source>
        <translation>&amp;Bildschirmfoto speichern…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save screenshot</source>
        <translation>Bildschirmfoto speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+102"/>
        <location line="+17"/>
        <location line="+23"/>
        <location line="+18"/>
        <location filename="../../ui/window/main_window_files.cpp" line="-153"/>
        <location line="+33"/>
        <source>SolidMark</source>
        <translation>SolidMark</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+4"/>
        <source>Export &amp;JSON…</source>
        <translation>&amp;JSON exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;text…</source>
        <translation>&amp;Text exportieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import &amp;fio result…</source>
        <translation>&amp;fio-Ergebnis importieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>B&amp;eenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy results as text</source>
        <translation>Ergebnisse als Text &amp;kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Acc.time read</source>
        <translation>&amp;Acc.time Lesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whole &amp;device (AS SSD)</source>
        <translation>Ganzes &amp;Gerät (AS SSD)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test file</source>
        <translation>&amp;Testdatei</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;MB/s</source>
        <translation>&amp;MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;IOPS</source>
        <translation>&amp;IOPS</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test: %1. Direction: %2. Value: %3.</source>
        <translation>Test: %1. Richtung: %2. Wert: %3.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>  ·  %1</source>
        <translation>  ·  %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>  ·  %1 °C</source>
        <translation>  ·  %1 °C</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  ·  %1–%2 °C</source>
        <translation>  ·  %1–%2 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  ·  no temperature (%1)</source>
        <translation>  ·  keine Temperatur (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Throttling: %1 at %2 s was %3 % below its speed before the drive reached its warning temperature of %4 °C.</source>
        <translation>Drosselung: %1 lag bei %2 s %3 % unter seiner Geschwindigkeit, bevor das Laufwerk seine Warntemperatur von %4 °C erreichte.</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+54"/>
        <source>&amp;Compression benchmark…</source>
        <translation>&amp;Kompressions-Benchmark…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+28"/>
        <source>C&amp;opy benchmark…</source>
        <translation>Ko&amp;pier-Benchmark…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+1"/>
        <source>&amp;Queue-depth presets (CrystalDiskMark-style)…</source>
        <translation>&amp;Warteschlangentiefe-Presets (wie CrystalDiskMark)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+1"/>
        <source>&amp;Workload profiles…</source>
        <translation>&amp;Lastprofile…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+1"/>
        <source>&amp;Block-size sweep…</source>
        <translation>&amp;Blockgrößen-Durchlauf…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+1"/>
        <source>S&amp;urface scan…</source>
        <translation>&amp;Oberflächenscan…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+1"/>
        <source>&amp;Steady state…</source>
        <translation>&amp;Eingeschwungener Zustand…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+1"/>
        <source>Sus&amp;tained write…</source>
        <translation>&amp;Dauerschreiben…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+5"/>
        <source>Condition &amp;drive…</source>
        <translation>Laufwerk ko&amp;nditionieren…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-77"/>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test size</source>
        <translation>Testgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test data</source>
        <translation>Testdaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill</source>
        <translation>Füllung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the benchmark; Esc aborts a running one</source>
        <translation>Den Benchmark starten; Esc bricht einen laufenden ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The running test and how far it is</source>
        <translation>Der laufende Test und wie weit er ist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run the %1 test</source>
        <translation>Den Test %1 ausführen</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>How scores are &amp;computed</source>
        <translation>Wie das Ergebnis &amp;berechnet wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;log folder</source>
        <translation>&amp;Protokollordner öffnen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;About SolidMark</source>
        <translation>&amp;Über SolidMark</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About SolidMark</source>
        <translation>Über SolidMark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;An open-source SSD benchmark in the tradition of AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;License: GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;Ein quelloffener SSD-Benchmark in der Tradition von AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;Lizenz: GNU GPL Version 3 oder neuer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-364"/>
        <source>Incompressible</source>
        <translation>Nicht komprimierbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressible (%1 % zeros)</source>
        <translation>Komprimierbar (%1 % Nullen)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Choose a target volume or folder first.</source>
        <translation>Wählen Sie zuerst ein Ziel-Volume oder einen Ordner.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Reading the whole drive needs an administrator on Windows; nothing is written.

Restart SolidMark as administrator (Windows asks you to confirm) and the run starts again there. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>Das Lesen des ganzen Laufwerks braucht unter Windows einen Administrator; es wird nichts geschrieben.

Starten Sie SolidMark als Administrator neu (Windows fragt nach einer Bestätigung), dann beginnt der Lauf dort erneut. Mit einer Testdatei umfasst das Lesen der Zugriffszeit die Testdatei, und das Ergebnis sagt es.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>SolidMark was not restarted as administrator: %1. Nothing was run.</source>
        <translation>SolidMark wurde nicht als Administrator neu gestartet: %1. Es wurde nichts ausgeführt.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Restart as administrator</source>
        <translation>Als Administrator neu starten</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Aborting…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1…  %p%</source>
        <translation>%1…  %p%</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+166"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>Finished; the test folder has been removed.</source>
        <translation>Fertig; der Testordner wurde entfernt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 It is still shown here: File → Export JSON… saves it.</source>
        <translation>%1 Es wird weiterhin hier angezeigt: Datei → JSON exportieren… speichert es.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Aborted</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+37"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+49"/>
        <source>%1 I/Os of %2 B in %3 s
latency mean %4 µs, p99 %5 µs</source>
        <translation>%1 E/A-Vorgänge zu %2 B in %3 s
Latenz Mittel %4 µs, p99 %5 µs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
Span: the whole device</source>
        <translation>
Bereich: das ganze Gerät</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
Span: the test file (%1)</source>
        <translation>
Bereich: die Testdatei (%1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1  ·  %2  ·  %3</source>
        <translation>%1  ·  %2  ·  %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  ·  BUFFERED (cached, not comparable)</source>
        <translation>  ·  GEPUFFERT (Cache, nicht vergleichbar)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+21"/>
        <source>Wait for the running benchmark to finish, or abort it, before starting another.</source>
        <translation>Warten Sie, bis der laufende Benchmark endet, oder brechen Sie ihn ab, bevor Sie einen weiteren starten.</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Compare with the last out-of-box run of this drive?</source>
        <translation>Mit dem letzten Out-of-box-Lauf dieses Laufwerks vergleichen?</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-33"/>
        <location line="+23"/>
        <source>There is no result to export yet.</source>
        <translation>Es gibt noch kein Ergebnis zum Exportieren.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-28"/>
        <location filename="../../ui/window/main_window_files.cpp" line="-20"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+1"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+0"/>
        <location filename="../../ui/window/main_window_files.cpp" line="+6"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+36"/>
        <source>Cannot import %1:
%2
Choose a JSON file exported by SolidMark.</source>
        <translation>%1 kann nicht importiert werden:
%2
Wählen Sie eine von SolidMark exportierte JSON-Datei.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Showing %1</source>
        <translation>Angezeigt: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Import fio result</source>
        <translation>fio-Ergebnis importieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fio JSON output (*.json);;All files (*)</source>
        <translation>fio-JSON-Ausgabe (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot import %1:
%2
Choose the output of fio --output-format=json or json+.</source>
        <translation>%1 kann nicht importiert werden:
%2
Wählen Sie die Ausgabe von fio --output-format=json oder json+.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>fio result: %1</source>
        <translation>fio-Ergebnis: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showing %1 (measured by fio)</source>
        <translation>Anzeige von %1 (von fio gemessen)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;As in AS SSD, with all values in MB/s (MiB/s):&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × SeqRead + 4K Read + 4K-64Thrd Read
Write = 0.1 × SeqWrite + 4K Write + 4K-64Thrd Write
Total = 0.1 × SeqRead + 0.15 × SeqWrite + 2 × 4K Read
        + 4K Write + 1.5 × 4K-64Thrd Read + 4K-64Thrd Write&lt;/pre&gt;&lt;p&gt;Access time does not count. A score appears only when all of its inputs were measured in this run.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wie bei AS SSD, alle Werte in MB/s (MiB/s):&lt;/p&gt;&lt;pre&gt;Lesen     = 0,1 × Seq Lesen + 4K Lesen + 4K-64Thrd Lesen
Schreiben = 0,1 × Seq Schreiben + 4K Schreiben + 4K-64Thrd Schreiben
Gesamt    = 0,1 × Seq Lesen + 0,15 × Seq Schreiben + 2 × 4K Lesen
            + 4K Schreiben + 1,5 × 4K-64Thrd Lesen + 4K-64Thrd Schreiben&lt;/pre&gt;&lt;p&gt;Die Zugriffszeit zählt nicht. Ein Ergebnis erscheint nur, wenn alle seine Eingangswerte in diesem Lauf gemessen wurden.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;This run:&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × %1 + %2 + %3 = %4
Write = 0.1 × %5 + %6 + %7 = %8
Total = 0.1 × %1 + 0.15 × %5 + 2 × %2 + %6 + 1.5 × %3 + %7 = %9&lt;/pre&gt;</source>
        <translation>&lt;p&gt;Dieser Lauf:&lt;/p&gt;&lt;pre&gt;Lesen     = 0,1 × %1 + %2 + %3 = %4
Schreiben = 0,1 × %5 + %6 + %7 = %8
Gesamt    = 0,1 × %1 + 0,15 × %5 + 2 × %2 + %6 + 1,5 × %3 + %7 = %9&lt;/pre&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How scores are computed</source>
        <translation>Wie das Ergebnis berechnet wird</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a folder on the drive to test</source>
        <translation>Ordner auf dem zu testenden Laufwerk wählen</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-389"/>
        <source>A benchmark is running. Abort it and remove its test folder?</source>
        <translation>Ein Benchmark läuft. Abbrechen und seinen Testordner entfernen?</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="-164"/>
        <source>reading…</source>
        <translation>wird gelesen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
Reading its size and drive…</source>
        <translation>Ordner: %1
Größe und Laufwerk werden gelesen…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not responding</source>
        <translation>antwortet nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
It did not answer within %2 s: its filesystem is stalled (a FUSE daemon or network server that stopped responding, or a failing drive). SolidMark does not wait for it; choose another target, or wait: it is listed again when it answers.</source>
        <translation>Ordner: %1
Er hat nicht innerhalb von %2 s geantwortet: Sein Dateisystem hängt (ein FUSE-Daemon oder Netzwerkserver, der nicht mehr antwortet, oder ein ausfallendes Laufwerk). SolidMark wartet nicht darauf; wählen Sie ein anderes Ziel oder warten Sie: Er wird wieder aufgeführt, sobald er antwortet.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-165"/>
        <source>&amp;Open result…</source>
        <translation>Ergebnis &amp;öffnen…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+141"/>
        <source>%1 is not responding (a stalled FUSE daemon, network server or drive). Choose another target, or wait until it answers.</source>
        <translation>%1 antwortet nicht (ein hängender FUSE-Daemon, Netzwerkserver oder ein hängendes Laufwerk). Wählen Sie ein anderes Ziel oder warten Sie, bis es antwortet.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+251"/>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+147"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>Vor dem Start des Laufs abgebrochen; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>the history (#%1)</source>
        <translation>dem Verlauf (#%1)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-109"/>
        <source>Open result</source>
        <translation>Ergebnis öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SolidMark results (*.solidmark.json *.json)</source>
        <translation>SolidMark-Ergebnisse (*.solidmark.json *.json)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Opened from %1 — run on %2</source>
        <translation>Geöffnet aus %1 — gelaufen am %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_health.cpp" line="+36"/>
        <source>Drive health</source>
        <translation>Laufwerkszustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reports a critical warning (%2).

A benchmark writes to the drive, and this drive may be failing. Back up its data first.</source>
        <translation>%1 meldet eine kritische Warnung (%2).

Ein Benchmark schreibt auf das Laufwerk, und dieses Laufwerk könnte ausfallen. Sichern Sie zuerst seine Daten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Run anyway</source>
        <translation>&amp;Trotzdem ausführen</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_fill.cpp" line="+31"/>
        <source>Fill series</source>
        <translation>Füllreihe</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+8"/>
        <source>Ca&amp;pacity check…</source>
        <translation>K&amp;apazitätsprüfung…</translation>
    </message>
</context>
<context>
    <name>smui::PresetDialog</name>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="-301"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>Warteschlangentiefe-Presets (wie CrystalDiskMark)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them (the main window&apos;s AS SSD suite uses MiB/s).</source>
        <translation>Ziel: %1    Testgröße: %2    Geschwindigkeiten in MB/s = 10^6 Byte/s, wie CrystalDiskMark sie ausgibt (die AS-SSD-Tests im Hauptfenster verwenden MiB/s).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One row per test: read, write and mix figures in the chosen unit</source>
        <translation>Eine Zeile je Test: Lesen, Schreiben und Mix in der gewählten Einheit</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+73"/>
        <source>Mix</source>
        <translation>Mix</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars of the table&apos;s figures per test</source>
        <translation>Balken der Tabellenwerte je Test</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</source>
        <translation>Standard (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVMe (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1)</source>
        <translation>NVMe (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The set of tests to run</source>
        <translation>Die Tests, die ausgeführt werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak: best pass</source>
        <translation>Peak: bester Durchgang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Real: mean of the passes</source>
        <translation>Real: Mittel der Durchgänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Report the best pass (Peak) or the mean of the passes (Real)</source>
        <translation>Den besten Durchgang (Peak) oder den Mittelwert der Durchgänge (Real) angeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes</source>
        <translation>Durchgänge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Passes per test and direction</source>
        <translation>Durchgänge je Test und Richtung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset:</source>
        <translation>Preset:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes:</source>
        <translation>Durchgänge:</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 Byte/s)</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Custom (%1)</source>
        <translation>Benutzerdefiniert (%1)</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+232"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+97"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest before every pass but the first, so the drive cools down</source>
        <translation>Pause vor jedem Durchgang außer dem ersten, damit das Laufwerk abkühlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+Mix</source>
        <translation>+Mix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a mixed read/write measurement to every test, as CrystalDiskMark&apos;s +Mix</source>
        <translation>Jedem Test eine gemischte Lese-/Schreibmessung hinzufügen, wie CrystalDiskMarks +Mix</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> % read</source>
        <translation> % Lesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mix read share</source>
        <translation>Leseanteil im Mix</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of reads in the mixed measurement; the rest are writes</source>
        <translation>Anteil der Lesezugriffe in der gemischten Messung; der Rest sind Schreibzugriffe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What the table and chart show; the exports keep every unit</source>
        <translation>Was Tabelle und Diagramm zeigen; die Exporte enthalten jede Einheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval:</source>
        <translation>Pause:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unit:</source>
        <translation>Einheit:</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Read (%1)</source>
        <translation>Lesen (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write (%1)</source>
        <translation>Schreiben (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mix %1 % (%2)</source>
        <translation>Mix %1 % (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GB/s (10^9 bytes/s)</source>
        <translation>GB/s (10^9 Byte/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean latency (µs)</source>
        <translation>Mittlere Latenz (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per test</source>
        <translation>%1 je Test</translation>
    </message>
    <message numerus="yes">
        <location line="+74"/>
        <source>Target: %1    Test size: %2    %3 of %n pass(es), queue engine %4. Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them.</source>
        <translation>
            <numerusform>Ziel: %1    Testgröße: %2    %3 von %n Durchgang, Warteschlangen-Engine %4. Geschwindigkeiten in MB/s = 10^6 Byte/s, wie CrystalDiskMark sie ausgibt.</numerusform>
            <numerusform>Ziel: %1    Testgröße: %2    %3 von %n Durchgängen, Warteschlangen-Engine %4. Geschwindigkeiten in MB/s = 10^6 Byte/s, wie CrystalDiskMark sie ausgibt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak: best</source>
        <translation>Peak: bester</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Real: mean</source>
        <translation>Real: Mittel</translation>
    </message>
</context>
<context>
    <name>smui::ProfileDialog</name>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="-118"/>
        <source>Workload profiles</source>
        <translation>Lastprofile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    An IOMeter-style mix at each queue depth of the ramp, %3 s per step. MB/s = 10^6 bytes/s.</source>
        <translation>Ziel: %1    Testgröße: %2    Eine Last wie bei IOMeter auf jeder Warteschlangentiefe der Rampe, %3 s je Stufe. MB/s = 10^6 Byte/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database: 8 KiB, 67 % read</source>
        <translation>Datenbank: 8 KiB, 67 % Lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File server: 512 B–64 KiB, 80 % read</source>
        <translation>Dateiserver: 512 B–64 KiB, 80 % Lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web server: 512 B–512 KiB, 100 % read</source>
        <translation>Webserver: 512 B–512 KiB, 100 % Lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workstation: 8 KiB, 80 % read, 80 % random</source>
        <translation>Workstation: 8 KiB, 80 % Lesen, 80 % zufällig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS and p99 latency against queue depth</source>
        <translation>IOPS und p99-Latenz nach Warteschlangentiefe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+8"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+3"/>
        <source>p99 latency (µs)</source>
        <translation>p99-Latenz (µs)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Queue depth</source>
        <translation>Warteschlangentiefe</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean µs</source>
        <translation>Mittel µs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>Target: %1    Test size: %2    Profile %3, %n thread(s), queue engine %4. MB/s = 10^6 bytes/s.</source>
        <translation>
            <numerusform>Ziel: %1    Testgröße: %2    Profil %3, %n Thread, Warteschlangen-Engine %4. MB/s = 10^6 Byte/s.</numerusform>
            <numerusform>Ziel: %1    Testgröße: %2    Profil %3, %n Threads, Warteschlangen-Engine %4. MB/s = 10^6 Byte/s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::SpeedChart</name>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+50"/>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time</source>
        <translation>Geschwindigkeit im Zeitverlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each test&apos;s MB/s every 250 ms, one test after another; read blue, write red</source>
        <translation>MB/s jedes Tests alle 250 ms, ein Test nach dem anderen; Lesen blau, Schreiben rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time: each test&apos;s MB/s every 250 ms, one test after another (read blue, write red). A steady drive draws flat steps.</source>
        <translation>Geschwindigkeit im Zeitverlauf: MB/s jedes Tests alle 250 ms, ein Test nach dem anderen (Lesen blau, Schreiben rot). Ein gleichmäßiges Laufwerk zeichnet flache Stufen.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>This result keeps no speed over time</source>
        <translation>Dieses Ergebnis enthält keinen Geschwindigkeitsverlauf</translation>
    </message>
</context>
<context>
    <name>smui::SteadyDialog</name>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="-210"/>
        <source>Steady state</source>
        <translation>Eingeschwungener Zustand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    One workload repeated in rounds until the last %3 rounds&apos; IOPS stay within ±%4 % of their mean and their fitted slope within ±%5 %, or until the time cap.</source>
        <translation>Ziel: %1    Testgröße: %2    Eine Last wird in Runden wiederholt, bis die IOPS der letzten %3 Runden innerhalb von ±%4 % ihres Mittelwerts und ihre angepasste Steigung innerhalb von ±%5 % liegen, oder bis zum Zeitlimit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> % read</source>
        <translation> % Lesen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload:</source>
        <translation>Last:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cap:</source>
        <translation>Limit:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS per round</source>
        <translation>IOPS je Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <location line="+16"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Window mean</source>
        <translation>Mittelwert des Fensters</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>±%1 % band</source>
        <translation>±%1-%-Band</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean µs</source>
        <translation>Mittel µs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Steady state: ----</source>
        <translation>Eingeschwungener Zustand: ----</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Steady state after %n round(s): %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Eingeschwungen nach %n Runde: %1 IOPS (größte Abweichung %2 %, Steigung %3 %).</numerusform>
            <numerusform>Eingeschwungen nach %n Runden: %1 IOPS (größte Abweichung %2 %, Steigung %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>No steady state within the cap: the last %n round(s) averaged %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Kein eingeschwungener Zustand innerhalb des Limits: die letzte %n Runde ergab im Mittel %1 IOPS (größte Abweichung %2 %, Steigung %3 %).</numerusform>
            <numerusform>Kein eingeschwungener Zustand innerhalb des Limits: die letzten %n Runden ergaben im Mittel %1 IOPS (größte Abweichung %2 %, Steigung %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>No steady state within the cap: fewer than %n round(s) fitted in it.</source>
        <translation>
            <numerusform>Kein eingeschwungener Zustand innerhalb des Limits: weniger als %n Runde passte hinein.</numerusform>
            <numerusform>Kein eingeschwungener Zustand innerhalb des Limits: weniger als %n Runden passten hinein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not steady yet: the last %n round(s) average %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Noch nicht eingeschwungen: die letzte %n Runde ergibt im Mittel %1 IOPS (größte Abweichung %2 %, Steigung %3 %).</numerusform>
            <numerusform>Noch nicht eingeschwungen: die letzten %n Runden ergeben im Mittel %1 IOPS (größte Abweichung %2 %, Steigung %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Not steady yet: %1 of at least %n round(s) done.</source>
        <translation>
            <numerusform>Noch nicht eingeschwungen: %1 von mindestens %n Runde erledigt.</numerusform>
            <numerusform>Noch nicht eingeschwungen: %1 von mindestens %n Runden erledigt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Target: %1    Test size: %2    %3 at %4 % read, %5 s rounds, cap %6 min; steady when the last %7 rounds stay within ±%8 % of their mean and their fitted slope within ±%9 %. Queue engine: %10.</source>
        <translation>Ziel: %1    Testgröße: %2    %3 mit %4 % Lesen, Runden zu %5 s, Limit %6 min; eingeschwungen, wenn die letzten %7 Runden innerhalb von ±%8 % ihres Mittelwerts und ihre angepasste Steigung innerhalb von ±%9 % bleiben. Warteschlangen-Engine: %10.</translation>
    </message>
</context>
<context>
    <name>smui::SurfaceDialog</name>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="-119"/>
        <source>Surface scan</source>
        <translation>Oberflächenscan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Sequential reads at evenly spaced points across the whole drive when it opens read-only (nothing is written to it), else across a test file of %2; random reads around each point give its access time. MB/s = 10^6 bytes/s.</source>
        <translation>Ziel: %1    Sequenzielles Lesen an gleichmäßig verteilten Punkten über das ganze Laufwerk, wenn es sich schreibgeschützt öffnen lässt (es wird nichts darauf geschrieben), sonst über eine Testdatei von %2; zufällige Lesezugriffe um jeden Punkt ergeben seine Zugriffszeit. MB/s = 10^6 Byte/s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan the whole drive when it can be opened read-only</source>
        <translation>Das ganze Laufwerk scannen, wenn es sich schreibgeschützt öffnen lässt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read per point:</source>
        <translation>Lesen je Punkt:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read MB/s and access time across the span</source>
        <translation>Lese-MB/s und Zugriffszeit über den Bereich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read MB/s</source>
        <translation>Lesen MB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Access time (ms)</source>
        <translation>Zugriffszeit (ms)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Position (% of the span)</source>
        <translation>Position (% des Bereichs)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 Byte/s)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Min ----    Avg ----    Max ----    Access time ----</source>
        <translation>Min ----    Mittel ----    Max ----    Zugriffszeit ----</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Min %1 MB/s    Avg %2 MB/s    Max %3 MB/s    Access time %4 ms</source>
        <translation>Min %1 MB/s    Mittel %2 MB/s    Max %3 MB/s    Zugriffszeit %4 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the whole drive (%1), read-only</source>
        <translation>das ganze Laufwerk (%1), schreibgeschützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a test file of %1</source>
        <translation>eine Testdatei von %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Target: %1    Span: %2    %n point(s), %3 read at each. MB/s = 10^6 bytes/s.</source>
        <translation>
            <numerusform>Ziel: %1    Bereich: %2    %n Punkt, je %3 gelesen. MB/s = 10^6 Byte/s.</numerusform>
            <numerusform>Ziel: %1    Bereich: %2    %n Punkte, je %3 gelesen. MB/s = 10^6 Byte/s.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Span: %1</source>
        <translation>Bereich: %1</translation>
    </message>
</context>
<context>
    <name>smui::SustainedDialog</name>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="-204"/>
        <source>Sustained write</source>
        <translation>Dauerschreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Sequential incompressible writes until the amount is written, to find the drive&apos;s write cache (SLC cache): where the speed falls and stays down, the speed before and after, the slowest second and the drive&apos;s temperature. At least 2 GiB stay free.</source>
        <translation>Ziel: %1
Sequenzielle, nicht komprimierbare Schreibvorgänge, bis die Menge geschrieben ist, um den Schreibcache (SLC-Cache) des Laufwerks zu finden: wo die Geschwindigkeit fällt und unten bleibt, die Geschwindigkeit davor und danach, die langsamste Sekunde und die Temperatur des Laufwerks. Mindestens 2 GiB bleiben frei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 MiB blocks at queue depth 1 (TechPowerUp)</source>
        <translation>1-MiB-Blöcke mit Warteschlangentiefe 1 (TechPowerUp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>128 KiB blocks at queue depth 32 (AnandTech)</source>
        <translation>128-KiB-Blöcke mit Warteschlangentiefe 32 (AnandTech)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>85 % of the free space</source>
        <translation>85 % des freien Speichers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50 % of the free space</source>
        <translation>50 % des freien Speichers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>25 % des freien Speichers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>Die Testgröße (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none; e.g. 30s, 2m, 10m</source>
        <translation>keine; z. B. 30s, 2m, 10m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: write until the cache is full, then for each rest stay idle that long and write again until the speed falls: how much cache each rest brings back.</source>
        <translation>Cache-Erholung: schreiben, bis der Cache voll ist, dann nach jeder Pause so lange ruhen und wieder schreiben, bis die Geschwindigkeit fällt: wie viel Cache jede Pause zurückbringt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes:</source>
        <translation>Schreibvorgänge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount:</source>
        <translation>Menge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rests:</source>
        <translation>Pausen:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write speed over the amount written</source>
        <translation>Schreibgeschwindigkeit über der geschriebenen Menge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequential write</source>
        <translation>Sequenzielles Schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+111"/>
        <source>Cache full</source>
        <translation>Cache voll</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>GiB written</source>
        <translation>GiB geschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 blocks at queue depth %2</source>
        <translation>%1-Blöcke mit Warteschlangentiefe %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Write cache: ----</source>
        <translation>Schreibcache: ----</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature: ----</source>
        <translation>Temperatur: ----</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cache full at %1</source>
        <translation>Cache voll bei %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache: %1, written at %2 MB/s; after it %3 MB/s. Slowest second: %4 MB/s. %5 in %6 s.</source>
        <translation>Schreibcache: %1, mit %2 MB/s geschrieben; danach %3 MB/s. Langsamste Sekunde: %4 MB/s. %5 in %6 s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No write cache found: %1 MB/s throughout (the speed never stayed below 70 % of the initial %2 MB/s for 3 s). Slowest second: %3 MB/s. %4 in %5 s.</source>
        <translation>Kein Schreibcache gefunden: durchgehend %1 MB/s (die Geschwindigkeit blieb nie 3 s lang unter 70 % der anfänglichen %2 MB/s). Langsamste Sekunde: %3 MB/s. %4 in %5 s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>Teilergebnis: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temperature: %1 to %2 °C, from %3 °C at the start to %4 °C at the end (%5%6).</source>
        <translation>Temperatur: %1 bis %2 °C, von %3 °C zu Beginn bis %4 °C am Ende (%5%6).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; warning at %1 °C</source>
        <translation>; Warnung ab %1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temperature: not available (%1).</source>
        <translation>Temperatur: nicht verfügbar (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throttling: at %1 s, at or above the drive&apos;s warning temperature of %2 °C, the speed was %3 % below its level before the drive got that hot.</source>
        <translation>Drosselung: Bei %1 s, bei oder über der Warntemperatur des Laufwerks von %2 °C, lag die Geschwindigkeit %3 % unter ihrem Wert, bevor das Laufwerk so heiß wurde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target: %1    %2 blocks at queue depth %3 (%4), sampled every %5 ms; %6 asked for.</source>
        <translation>Ziel: %1    %2-Blöcke mit Warteschlangentiefe %3 (%4), Messpunkt alle %5 ms; %6 angefordert.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cache recovery: not measured, the run ended first.</source>
        <translation>Cache-Erholung: nicht gemessen, der Lauf endete vorher.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: not measured. No write cache was found, so there was none to recover; the sustained result is kept. Write more to find it.</source>
        <translation>Cache-Erholung: nicht gemessen. Es wurde kein Schreibcache gefunden, also gab es keinen zurückzugewinnen; das Ergebnis des Dauerschreibens bleibt erhalten. Schreiben Sie mehr, um ihn zu finden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cache recovery: what each rest brought back of the %1 cache.</source>
        <translation>Cache-Erholung: was jede Pause vom %1-Cache zurückbrachte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1 s idle: %2 written at the cache&apos;s speed</source>
        <translation>Nach %1 s Ruhe: %2 mit der Geschwindigkeit des Caches geschrieben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (at least: the speed had not fallen)</source>
        <translation> (mindestens: die Geschwindigkeit war nicht gefallen)</translation>
    </message>
</context>
<context>
    <name>smui::SweepDialog</name>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="-114"/>
        <source>Block-size sweep</source>
        <translation>Blockgrößen-Durchlauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Sequential writes, then reads, at each block size (ATTO-style), one pass or %3 s per size. MB/s = 10^6 bytes/s.</source>
        <translation>Ziel: %1    Testgröße: %2    Sequenzielles Schreiben, dann Lesen, bei jeder Blockgröße (wie ATTO), ein Durchgang oder %3 s je Größe. MB/s = 10^6 Byte/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Queue depth:</source>
        <translation>Warteschlangentiefe:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s against block size</source>
        <translation>MB/s nach Blockgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size (KiB, log scale)</source>
        <translation>Blockgröße (KiB, logarithmisch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 Byte/s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write MB/s</source>
        <translation>Schreiben MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read MB/s</source>
        <translation>Lesen MB/s</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Target: %1    Test size: %2    Queue depth %3, queue engine %4. MB/s = 10^6 bytes/s.</source>
        <translation>Ziel: %1    Testgröße: %2    Warteschlangentiefe %3, Warteschlangen-Engine %4. MB/s = 10^6 Byte/s.</translation>
    </message>
</context>
<context>
    <name>smui::TemperatureLine</name>
    <message>
        <location filename="../../ui/charts/temperature_line.cpp" line="+17"/>
        <source>Drive temperature (°C)</source>
        <translation>Laufwerkstemperatur (°C)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>°C</source>
        <translation>°C</translation>
    </message>
</context>
<context>
    <name>smui::ToolDialog</name>
    <message>
        <location filename="../../ui/tools/tool_dialog.cpp" line="+74"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+243"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Save PNG…</source>
        <translation>PNG speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fill:</source>
        <translation>Füllung:</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Fill: %1</source>
        <translation>Füllung: %1</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Drive temperature: %1 to %2 °C (%3)</source>
        <translation>Laufwerkstemperatur: %1 bis %2 °C (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drive temperature: not available (%1)</source>
        <translation>Laufwerkstemperatur: nicht verfügbar (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>Teilergebnis: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+48"/>
        <source>Export JSON</source>
        <translation>JSON exportieren</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+52"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location line="+266"/>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Save PNG</source>
        <translation>PNG speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>Choose a target volume or folder in the main window first.</source>
        <translation>Wählen Sie zuerst im Hauptfenster ein Ziel-Volume oder einen Ordner.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Aborting…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Aborted</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>There is no result to export yet.</source>
        <translation>Es gibt noch kein Ergebnis zum Exportieren.</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>A benchmark is running. Abort it and close?</source>
        <translation>Ein Benchmark läuft. Abbrechen und schließen?</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Save as text…</source>
        <translation>Als Text speichern…</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>Save as text</source>
        <translation>Als Text speichern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>Vor dem Start des Laufs abgebrochen; nichts wurde geschrieben.</translation>
    </message>
</context>
</TS>
