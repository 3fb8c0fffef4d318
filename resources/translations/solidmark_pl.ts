<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>SaveText</name>
    <message>
        <location filename="../../ui/desktop/save_file.cpp" line="+30"/>
        <source>%1
The result is still shown here; nothing is lost. Save it to another file?</source>
        <translation>%1
Wynik nadal jest tu widoczny; nic nie zostało utracone. Zapisać go w innym pliku?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose another file…</source>
        <translation>Wybierz inny plik…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The result was not saved to the history: %1</source>
        <translation>Wynik nie został zapisany w historii: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The result could not be saved to the history: %1</source>
        <translation>Nie udało się zapisać wyniku w historii: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 Nothing was run.</source>
        <translation>%1 Nic nie zostało uruchomione.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
Run anyway? You can export the result when the run ends.</source>
        <translation>%1
Uruchomić mimo to? Wynik można wyeksportować po zakończeniu uruchomienia.</translation>
    </message>
</context>
<context>
    <name>UiText</name>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+575"/>
        <source>benchmark</source>
        <translation>benchmark</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+209"/>
        <source>fio result</source>
        <translation>wynik fio</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+98"/>
        <source>compression</source>
        <translation>kompresja</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+102"/>
        <source>copy</source>
        <translation>kopiowanie</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+367"/>
        <source>preset (CrystalDiskMark-style)</source>
        <translation>preset (w stylu CrystalDiskMark)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+142"/>
        <source>workload profile</source>
        <translation>profil obciążenia</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+138"/>
        <source>block-size sweep</source>
        <translation>przegląd rozmiarów bloku</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+142"/>
        <source>surface scan</source>
        <translation>skan powierzchni</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+236"/>
        <source>steady state</source>
        <translation>stan ustalony</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+258"/>
        <source>sustained write</source>
        <translation>zapis ciągły</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+169"/>
        <source>conditioning</source>
        <translation>kondycjonowanie</translation>
    </message>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="+62"/>
        <source>%1 write</source>
        <extracomment>%1 is a test name kept as AS SSD prints it (Seq, 4K, 4K-64Thrd, Acc.time)</extracomment>
        <translation>%1 zapis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 read</source>
        <translation>%1 odczyt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preparing test file</source>
        <translation>Przygotowywanie pliku testowego</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <source>%1, pass %2 of %3</source>
        <translation>%1, przebieg %2 z %3</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 % compressible, write</source>
        <translation>%1 % kompresowalnych, zapis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % compressible, read</source>
        <translation>%1 % kompresowalnych, odczyt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 copy</source>
        <translation>Kopia %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 mix (%2 % read), pass %3 of %4</source>
        <translation>%1 mieszany (%2 % odczytu), przebieg %3 z %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 profile, queue depth %2</source>
        <translation>Profil %1, głębokość kolejki %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks, write</source>
        <translation>Bloki %1, zapis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks, read</source>
        <translation>Bloki %1, odczyt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surface point %1 of %2</source>
        <translation>Punkt powierzchni %1 z %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequential fill</source>
        <translation>Wypełnianie sekwencyjne</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+239"/>
        <source>Conditioning</source>
        <translation>Kondycjonowanie</translation>
    </message>
    <message>
        <location line="-237"/>
        <source>Sustained write</source>
        <translation>Zapis ciągły</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filling the volume to %1 %</source>
        <translation>Zapełnianie woluminu do %1 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resting %1 s (%2 of %3)</source>
        <translation>Spoczynek %1 s (%2 z %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing after rest %1 of %2</source>
        <translation>Zapis po spoczynku %1 z %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creating the test folder</source>
        <translation>Tworzenie folderu testowego</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was left by an earlier SolidMark run that did not finish; remove it when no run is active.</source>
        <translation>%1 pozostał po wcześniejszym, niezakończonym uruchomieniu SolidMark; usuń go, gdy żaden test nie jest aktywny.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed the leftover test folder %1</source>
        <translation>Usunięto pozostały folder testowy %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not remove the leftover test folder %1</source>
        <translation>Nie udało się usunąć pozostałego folderu testowego %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the test folder</source>
        <translation>Usuwanie folderu testowego</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed the conditioning file kept for this run.</source>
        <translation>Usunięto plik kondycjonowania zachowany dla tego uruchomienia.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Creating the %1 set (%n file(s), %2)</source>
        <translation>
            <numerusform>Tworzenie zestawu %1 (%n plik, %2)</numerusform>
            <numerusform>Tworzenie zestawu %1 (%n pliki, %2)</numerusform>
            <numerusform>Tworzenie zestawu %1 (%n plików, %2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Verifying the %1 copy</source>
        <translation>Weryfikacja kopii %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the %1 set and its copy</source>
        <translation>Usuwanie zestawu %1 i jego kopii</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the conditioning file</source>
        <translation>Usuwanie pliku kondycjonowania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeping the conditioning file in %1</source>
        <translation>Plik kondycjonowania zostaje w %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Resting %n second(s) before the next pass</source>
        <translation>
            <numerusform>Przerwa na %n sekundę przed następnym przebiegiem</numerusform>
            <numerusform>Przerwa na %n sekundy przed następnym przebiegiem</numerusform>
            <numerusform>Przerwa na %n sekund przed następnym przebiegiem</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 % full during the run (%2 % asked)</source>
        <translation>%1 % zapełnienia podczas testu (żądano %2 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % full during the run</source>
        <translation>%1 % zapełnienia podczas testu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the %1 % level of a fill series</source>
        <translation>poziom %1 % serii zapełnienia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 % level of a fill series (%2)</source>
        <translation>poziom %1 % serii zapełnienia (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a fill series: %1 %</source>
        <translation>seria zapełnienia: %1 %</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sustained write: %1 MB/s, %2 written, %3 left</source>
        <translation>Zapis ciągły: %1 MB/s, zapisano %2, pozostało %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conditioning: %1 MB/s, %2 written, %3 left</source>
        <translation>Kondycjonowanie: %1 MB/s, zapisano %2, pozostało %3</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Filling the volume to %1 %: %2 written, %3 left</source>
        <translation>Zapełnianie woluminu do %1 %: zapisano %2, pozostało %3</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Writing the check&apos;s files</source>
        <translation>Zapisywanie plików sprawdzenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading the check&apos;s files back</source>
        <translation>Odczytywanie plików sprawdzenia</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Wrote %1 (%2)</source>
        <translation>Zapisano %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read back %1: %2 lost</source>
        <translation>Odczytano %1: utracono %2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Resting, no I/O: %1 left</source>
        <translation>Spoczynek bez operacji we/wy: pozostało %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Writing: %1 MB/s, %2 written, %3 left</source>
        <translation>Zapis: %1 MB/s, zapisano %2, pozostało %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading back: %1 MB/s, %2 read, %3 left</source>
        <translation>Odczyt: %1 MB/s, odczytano %2, pozostało %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>ISO</source>
        <translation>ISO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Program</source>
        <translation>Program</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>b.d.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buffered</source>
        <translation>Buforowane</translation>
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
        <translation>Sieć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NOCOW</source>
        <translation>NOCOW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem compression</source>
        <translation>Kompresja systemu plików</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Valid data length</source>
        <translation>Długość prawidłowych danych</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem encryption</source>
        <translation>Szyfrowanie systemu plików</translation>
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
        <translation>%1 na %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drive: %1  ·  Controller: %2</source>
        <translation>Dysk: %1  ·  Kontroler: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>Stos: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steady state</source>
        <translation>Stan ustalony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window mean</source>
        <translation>Średnia okna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avg</source>
        <translation>Śr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max</source>
        <translation>Maks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>Czas dostępu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sustained average</source>
        <translation>Średnia ciągła</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second</source>
        <translation>Najwolniejsza sekunda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before cache</source>
        <translation>Przed cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After cache</source>
        <translation>Po cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache</source>
        <translation>Cache zapisu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total time</source>
        <translation>Czas całkowity</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact data</source>
        <translation>Nienaruszone dane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost data</source>
        <translation>Utracone dane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity write</source>
        <translation>Pojemność: zapis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity read</source>
        <translation>Pojemność: odczyt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second write</source>
        <translation>Najwolniejsza sekunda zapisu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second read</source>
        <translation>Najwolniejsza sekunda odczytu</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Read</source>
        <translation>Odczyt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Zapis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean µs</source>
        <translation>śr. µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation>sekundy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written GiB</source>
        <translation>zapisane GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation>rundy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>latency (µs)</source>
        <translation>opóźnienie (µs)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 bajtów/s)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 better</source>
        <translation>%1 lepiej</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 worse</source>
        <translation>%1 gorzej</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>incompressible</source>
        <translation>niekompresowalne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compressible, %1 % zeros</source>
        <translation>kompresowalne, %1 % zer</translation>
    </message>
    <message>
        <location filename="../../ui/tools/history_dialog.cpp" line="+300"/>
        <source>imported peer result</source>
        <translation>zaimportowany wynik innego narzędzia</translation>
    </message>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="-293"/>
        <source>Created the test folder %1</source>
        <translation>Utworzono folder testowy %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Left behind: %1 — remove it by hand</source>
        <translation>Pozostało: %1 — usuń ręcznie</translation>
    </message>
    <message>
        <location filename="../../ui/charts/fill_chart.cpp" line="+53"/>
        <source>% full during the run</source>
        <translation>% zapełnienia podczas testu</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Write cache back after a rest</source>
        <translation>Pamięć podręczna zapisu odzyskana po spoczynku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rest (seconds)</source>
        <translation>Spoczynek (sekundy)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Whole cache (first write)</source>
        <translation>Cała pamięć podręczna (pierwszy zapis)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recovered</source>
        <translation>Odzyskano</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fill_choice.cpp" line="+15"/>
        <location filename="../../ui/text/ui_text.cpp" line="+24"/>
        <source>As found</source>
        <translation>Bez zmian</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How full the volume is during the run: SolidMark first writes incompressible ballast into its own test folder up to this share of the volume, and removes it afterwards. A rising list runs the benchmark at each level (a fill series).</source>
        <translation>Stopień zapełnienia woluminu podczas testu: SolidMark najpierw zapisuje nieskompresowalny balast we własnym folderze testowym do tej części woluminu, a potem go usuwa. Rosnąca lista uruchamia test na każdym poziomie (seria zapełnienia).</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+346"/>
        <source>capacity check</source>
        <translation>sprawdzenie pojemności</translation>
    </message>
</context>
<context>
    <name>sm::compare</name>
    <message>
        <location filename="../../core/result/compare.cpp" line="+499"/>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>Przepustowość</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean latency</source>
        <translation>Średnie opóźnienie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>99th percentile latency</source>
        <translation>Opóźnienie (99. percentyl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>Czas dostępu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time taken</source>
        <translation>Czas trwania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount written</source>
        <translation>Zapisana ilość</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact and lost data</source>
        <translation>Nienaruszone i utracone dane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache size</source>
        <translation>Rozmiar pamięci podręcznej zapisu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds to steady state</source>
        <translation>Rundy do stanu ustalonego</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Scores</source>
        <translation>Wyniki punktowe</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.cpp" line="+375"/>
        <source>Write speed over the amount written</source>
        <translation>Szybkość zapisu względem zapisanej ilości</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/result/capacity_report.cpp" line="+158"/>
        <source>GiB written</source>
        <translation>Zapisane GiB</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.cpp" line="+104"/>
        <source>Write speed over the block size</source>
        <translation>Szybkość zapisu względem rozmiaru bloku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the block size</source>
        <translation>Szybkość odczytu względem rozmiaru bloku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size</source>
        <translation>Rozmiar bloku</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.cpp" line="+111"/>
        <source>IOPS per round</source>
        <translation>IOPS na rundę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.cpp" line="+145"/>
        <source>Read speed over the span</source>
        <translation>Szybkość odczytu w obszarze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position (% of the span)</source>
        <translation>Pozycja (% obszaru)</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.cpp" line="+108"/>
        <source>Write speed over the compressibility</source>
        <translation>Szybkość zapisu względem ściśliwości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the compressibility</source>
        <translation>Szybkość odczytu względem ściśliwości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (%)</source>
        <translation>Ściśliwość (%)</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.cpp" line="+97"/>
        <source>Write speed while conditioning</source>
        <translation>Szybkość zapisu podczas kondycjonowania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>Minuty</translation>
    </message>
    <message>
        <location filename="../../core/result/run_report.cpp" line="+371"/>
        <source>Latency percentiles</source>
        <translation>Percentyle opóźnienia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentile</source>
        <translation>Percentyl</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_report.cpp" line="-1"/>
        <source>Write speed over the capacity</source>
        <translation>Szybkość zapisu na całej pojemności</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read speed over the capacity</source>
        <translation>Szybkość odczytu na całej pojemności</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB read</source>
        <translation>Odczytane GiB</translation>
    </message>
</context>
<context>
    <name>sm::flag</name>
    <message>
        <location filename="../../core/device/target_flags.cpp" line="+27"/>
        <source>Direct I/O was refused, so this ran buffered: the results include the operating system&apos;s cache.</source>
        <translation>Bezpośrednie we/wy zostało odrzucone, więc test był buforowany: wyniki obejmują pamięć podręczną systemu operacyjnego.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This measures memory, not a drive: the target is a RAM-backed volume (tmpfs, ramfs, zram or brd).</source>
        <translation>To mierzy pamięć, nie dysk: celem jest wolumin w RAM (tmpfs, ramfs, zram lub brd).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a FUSE filesystem: its daemon may cache, so the results may not reach the drive.</source>
        <translation>Celem jest system plików FUSE: jego demon może buforować dane, więc zapisy mogą nie docierać do dysku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a network or host-shared filesystem: this measures the network and the server, not a local drive.</source>
        <translation>Celem jest sieciowy lub współdzielony z hostem system plików: to mierzy sieć i serwer, nie dysk lokalny.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On btrfs the test file was created NOCOW (no compression, no checksums), so direct I/O is real.</source>
        <translation>Na btrfs plik testowy utworzono jako NOCOW (bez kompresji i sum kontrolnych), więc bezpośrednie we/wy jest rzeczywiste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filesystem may compress the test data (NOCOW could not be set), so results can exceed what the drive itself does.</source>
        <translation>System plików może kompresować dane testowe (nie udało się ustawić NOCOW), więc wyniki mogą przekraczać możliwości samego dysku.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Windows could not set the test file&apos;s valid data length (that needs an administrator), so NTFS extended it with the timed writes: each such write ran alone, whatever the queue depth.</source>
        <translation>Windows nie mógł ustawić długości prawidłowych danych pliku testowego (wymaga to administratora), więc NTFS wydłużał ją mierzonymi zapisami: każdy taki zapis wykonywał się osobno, niezależnie od głębokości kolejki.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The test file is encrypted by the filesystem (an EFS-encrypted folder): every write ran alone, and the results include the encryption.</source>
        <translation>Plik testowy jest szyfrowany przez system plików (folder zaszyfrowany przez EFS): każdy zapis wykonywał się osobno, a wyniki obejmują szyfrowanie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured by fio and imported, not by SolidMark&apos;s engine: fio&apos;s time windows, write data and flushes differ in the ways docs/methodology.md section 15 lists.</source>
        <translation>Zmierzone przez fio i zaimportowane, nie przez silnik SolidMark: okna czasowe, zapisywane dane i opróżnianie buforów w fio różnią się w sposób opisany w sekcji 15 docs/methodology.md.</translation>
    </message>
</context>
<context>
    <name>sm::kind</name>
    <message>
        <location filename="../../core/result/run_result.h" line="+86"/>
        <source>AS SSD benchmark</source>
        <translation>Benchmark AS SSD</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.h" line="+28"/>
        <source>Compression benchmark</source>
        <translation>Benchmark kompresji</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.h" line="+26"/>
        <source>Drive conditioning</source>
        <translation>Kondycjonowanie dysku</translation>
    </message>
    <message>
        <location filename="../../core/result/copy_result.h" line="+31"/>
        <source>Copy benchmark</source>
        <translation>Benchmark kopiowania</translation>
    </message>
    <message>
        <location filename="../../core/result/fio_result.h" line="+68"/>
        <source>fio result</source>
        <translation>wynik fio</translation>
    </message>
    <message>
        <location filename="../../core/result/peer_result.h" line="+56"/>
        <source>Imported peer result (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</source>
        <translation>Zaimportowany wynik innego narzędzia (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</translation>
    </message>
    <message>
        <location filename="../../core/result/preset_result.h" line="+62"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>Presety głębokości kolejki (w stylu CrystalDiskMark)</translation>
    </message>
    <message>
        <location filename="../../core/result/profile_result.h" line="+29"/>
        <source>Workload profile</source>
        <translation>Profil obciążenia</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.h" line="+32"/>
        <source>Steady state</source>
        <translation>Stan ustalony</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.h" line="+30"/>
        <source>Surface scan</source>
        <translation>Skan powierzchni</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.h" line="+92"/>
        <source>Sustained write</source>
        <translation>Zapis ciągły</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.h" line="+22"/>
        <source>Block-size sweep</source>
        <translation>Przegląd rozmiarów bloku</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_result.h" line="+65"/>
        <source>Capacity check</source>
        <translation>Sprawdzenie pojemności</translation>
    </message>
</context>
<context>
    <name>sm::peer</name>
    <message>
        <location filename="../../core/result/peer_result.cpp" line="+216"/>
        <source>KDiskMark&apos;s MB/s is fio&apos;s bandwidth in KiB/s divided by 1000: 1.024 x MiB/s, which reads 2.34 % below decimal MB/s. Its numbers are imported as written, not converted; its latency is fio&apos;s completion latency.</source>
        <translation>MB/s w KDiskMark to przepustowość fio w KiB/s podzielona przez 1000: 1,024 × MiB/s, czyli o 2,34 % mniej niż dziesiętne MB/s. Wartości są importowane tak, jak zapisano, bez przeliczania; opóźnienie to opóźnienie zakończenia fio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AmorphousDiskMark&apos;s numbers are imported as written (its header says decimal MB/s, 10^6 bytes/s).</source>
        <translation>Wartości AmorphousDiskMark są importowane tak, jak zapisano (nagłówek podaje dziesiętne MB/s, 10^6 bajtów/s).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SolidMark&apos;s own text export: the numbers as it printed them, MB/s to 3 decimals, IOPS to 1 and latency to 2.</source>
        <translation>Własny eksport tekstowy SolidMark: wartości tak, jak je wypisał, MB/s z 3 miejscami po przecinku, IOPS z 1 i opóźnienie z 2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CrystalDiskMark&apos;s MB/s are decimal (10^6 bytes/s), as the presets print them; its IOPS are derived from MB/s and the block size. Imported as written.</source>
        <translation>MB/s w CrystalDiskMark są dziesiętne (10^6 bajtów/s), jak wypisują je presety; jego IOPS są wyliczone z MB/s i rozmiaru bloku. Zaimportowano tak, jak zapisano.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CrystalDiskMark 5 and 6 do not write their sequential rows&apos; block sizes: they are the ones those versions run (128 KiB with Q and T, 1 MiB at T=1).</source>
        <translation>CrystalDiskMark 5 i 6 nie zapisują rozmiaru bloku w wierszach sekwencyjnych: to rozmiary, których używają te wersje (128 KiB z Q i T, 1 MiB przy T=1).</translation>
    </message>
    <message>
        <location filename="../../core/result/compare.cpp" line="-293"/>
        <source>A fill series: of its levels, the one nearest the other results&apos; fill is compared.</source>
        <translation>Seria zapełnienia: z jej poziomów porównywany jest ten najbliższy zapełnieniu pozostałych wyników.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every result is a fill series: each row pairs the levels of the same fill.</source>
        <translation>Każdy wynik jest serią zapełnienia: każdy wiersz zestawia poziomy tego samego zapełnienia.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>These results ran at different fills: a change between them is the fill&apos;s as much as the drive&apos;s.</source>
        <translation>Te wyniki zmierzono przy różnym zapełnieniu: różnica między nimi wynika tak samo z zapełnienia, jak z dysku.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Write-through is on: its writes went past the drive&apos;s cache. Not every result here has it on, so their write rows are not like with like.</source>
        <translation>Zapis bezpośredni jest włączony: zapisy ominęły pamięć podręczną dysku. Nie każdy wynik tutaj ma go włączonego, więc wiersze zapisu nie są porównywalne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write-through is off: its writes went into the drive&apos;s cache. Not every result here has it off, so their write rows are not like with like.</source>
        <translation>Zapis bezpośredni jest wyłączony: zapisy trafiły do pamięci podręcznej dysku. Nie każdy wynik tutaj ma go wyłączonego, więc wiersze zapisu nie są porównywalne.</translation>
    </message>
</context>
<context>
    <name>sm::reason</name>
    <message>
        <location filename="../../core/util/reason_text.h" line="+20"/>
        <source>Reading the SMART data of {} needs smartctl (Debian: smartmontools), which is not installed.</source>
        <translation>Odczyt danych SMART z {} wymaga programu smartctl (Debian: smartmontools), który nie jest zainstalowany.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>smartctl did not answer for {} within {} s.</source>
        <translation>smartctl nie odpowiedział dla {} w ciągu {} s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>smartctl gave no JSON for {} (exit status {}).</source>
        <translation>smartctl nie zwrócił JSON dla {} (kod wyjścia {}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl read no health record</source>
        <translation>smartctl nie odczytał żadnego zapisu stanu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl: {}</source>
        <translation>smartctl: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs root or the disk group. {}</source>
        <translation>Odczyt danych SMART z {} wymaga uprawnień root lub grupy disk. {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs an administrator (Windows: access denied).</source>
        <translation>Odczyt danych SMART z {} wymaga administratora (Windows: odmowa dostępu).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its SMART data (SMART_RCV_DRIVE_DATA, error {}).</source>
        <translation>{} nie zwrócił danych SMART (SMART_RCV_DRIVE_DATA, błąd {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the NVMe health log of {} needs root ({}).</source>
        <translation>Odczyt dziennika stanu NVMe z {} wymaga uprawnień root ({}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened: {}.</source>
        <translation>Nie można otworzyć {}: {}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} did not return its health log ({}).</source>
        <translation>{} nie zwrócił dziennika stanu ({}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its NVMe health log (IOCTL_STORAGE_QUERY_PROPERTY, error {}).</source>
        <translation>{} nie zwrócił dziennika stanu NVMe (IOCTL_STORAGE_QUERY_PROPERTY, błąd {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} answered the NVMe health log query with {} bytes, too few for the page.</source>
        <translation>{} odpowiedział na zapytanie o dziennik stanu NVMe {} bajtami, za mało na stronę.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No drive was found under the target.</source>
        <translation>Pod celem nie znaleziono żadnego dysku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target spans several drives; their health is read one drive at a time.</source>
        <translation>Cel obejmuje kilka dysków; ich stan odczytuje się dla każdego dysku osobno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No NVMe controller was found for {}.</source>
        <translation>Nie znaleziono kontrolera NVMe dla {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This build of SolidMark reads no NVMe health log (built without libnvme).</source>
        <translation>Ta kompilacja SolidMark nie odczytuje dziennika stanu NVMe (zbudowana bez libnvme).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} ({}) has no health record that SolidMark can read: it is neither NVMe nor ATA.</source>
        <translation>{} ({}) nie ma zapisu stanu, który SolidMark potrafi odczytać: to ani NVMe, ani ATA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown bus</source>
        <translation>nieznana magistrala</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s health was not recorded with this result.</source>
        <translation>Stan dysku nie został zapisany z tym wynikiem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drive&apos;s health record could not be read.</source>
        <translation>Nie udało się odczytać zapisu stanu dysku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive does not count the bytes written to it (or its unit is unknown).</source>
        <translation>Dysk nie liczy zapisanych bajtów (lub ich jednostka jest nieznana).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s written counter went backwards during the run.</source>
        <translation>Licznik zapisu dysku cofnął się podczas testu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s media errors grew from {} to {} during this run.</source>
        <translation>Błędy nośnika dysku wzrosły podczas tego testu z {} do {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive set a critical warning during this run: {}.</source>
        <translation>Dysk ustawił krytyczne ostrzeżenie podczas tego testu: {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run ended before the drive&apos;s health was read again.</source>
        <translation>Test zakończył się, zanim ponownie odczytano stan dysku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no physical drive found under the target</source>
        <translation>pod celem nie znaleziono dysku fizycznego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} does not report a temperature (StorageDeviceTemperatureProperty)</source>
        <translation>{} nie podaje temperatury (StorageDeviceTemperatureProperty)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no single drive under the target</source>
        <translation>pod celem nie ma pojedynczego dysku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no hwmon sensor for {}</source>
        <translation>brak czujnika hwmon dla {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no hwmon sensor for {}, and the NVMe health log of {} is not readable (it needs root)</source>
        <translation>brak czujnika hwmon dla {}, a dziennika stanu NVMe z {} nie da się odczytać (wymaga root)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sensor gave no reading</source>
        <translation>czujnik nie podał odczytu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no block device</source>
        <translation>brak urządzenia blokowego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open the device</source>
        <translation>nie można otworzyć urządzenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the device&apos;s size</source>
        <translation>nie można odczytać rozmiaru urządzenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device too small</source>
        <translation>urządzenie za małe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 not available</source>
        <translation>udisks2 niedostępny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not authorised</source>
        <translation>brak uprawnień</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 does not know the device</source>
        <translation>udisks2 nie zna urządzenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no direct I/O on the device from udisks2</source>
        <translation>brak bezpośredniego we/wy na urządzeniu z udisks2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 could not open the device</source>
        <translation>udisks2 nie mógł otworzyć urządzenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no block device found for the target</source>
        <translation>nie znaleziono urządzenia blokowego dla celu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened read-only: {}</source>
        <translation>nie można otworzyć {} tylko do odczytu: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Through udisks2: {}</source>
        <translation>Przez udisks2: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the size of {}: {}</source>
        <translation>nie można odczytać rozmiaru {}: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} holds {}, less than the {} needed</source>
        <translation>{} mieści {}, mniej niż potrzebne {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open &apos;{}&apos;: {}.</source>
        <translation>Nie można otworzyć &apos;{}&apos;: {}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no system bus: {}</source>
        <translation>brak magistrali systemowej: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has no block object for {}</source>
        <translation>udisks2 nie ma obiektu blokowego dla {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 not available on this platform</source>
        <translation>udisks2 jest niedostępny na tej platformie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer</source>
        <translation>brak odpowiedzi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>anulowano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit could not ask (no authentication agent answered)</source>
        <translation>{}: {}; polkit nie mógł zapytać (żaden agent uwierzytelniania nie odpowiedział)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit would ask for a password (--authorize, or Allow in the GUI&apos;s question)</source>
        <translation>{}: {}; polkit poprosiłby o hasło (--authorize lub Zezwól w pytaniu interfejsu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot build the udisks2 call: {}</source>
        <translation>nie można zbudować wywołania udisks2: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 OpenDevice: a reply without a file descriptor</source>
        <translation>udisks2 OpenDevice: odpowiedź bez deskryptora pliku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot keep the descriptor: {}</source>
        <translation>nie można zachować deskryptora: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 returned a descriptor that is not read-only; not used</source>
        <translation>udisks2 zwrócił deskryptor, który nie jest tylko do odczytu; nieużyty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>O_DIRECT could not be set ({}) nor the descriptor reopened with it ({})</source>
        <translation>nie udało się ustawić O_DIRECT ({}) ani ponownie otworzyć deskryptora z nim ({})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by udisks2</source>
        <translation>O_DIRECT przez udisks2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT set with fcntl</source>
        <translation>O_DIRECT ustawione przez fcntl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by reopening the descriptor</source>
        <translation>O_DIRECT przez ponowne otwarcie deskryptora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opened through udisks2 ({}, {})</source>
        <translation>otwarto przez udisks2 ({}, {})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}</source>
        <translation>całe urządzenie {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}, {}</source>
        <translation>całe urządzenie {}, {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 names no drive for {}</source>
        <translation>udisks2 nie wskazuje dysku dla {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 reads no ATA SMART for {}: its drive has no Drive.Ata interface</source>
        <translation>udisks2 nie odczytuje ATA SMART dla {}: jego dysk nie ma interfejsu Drive.Ata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} has SMART turned off (udisks2)</source>
        <translation>{} ma wyłączony SMART (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} does not support SMART (udisks2)</source>
        <translation>{} nie obsługuje SMART (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has not read the SMART data of {} yet; --authorize lets it read them now (polkit may ask)</source>
        <translation>udisks2 nie odczytał jeszcze danych SMART z {}; --authorize pozwala odczytać je teraz (polkit może zapytać)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>udisks2 SmartGetAttributes: a reply SolidMark cannot read</source>
        <translation>udisks2 SmartGetAttributes: odpowiedź, której SolidMark nie umie odczytać</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permission denied</source>
        <translation>Brak dostępu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operation not permitted</source>
        <translation>Operacja niedozwolona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such file or directory</source>
        <translation>Nie ma takiego pliku ani katalogu</translation>
    </message>
</context>
<context>
    <name>smui::CapacityDialog</name>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="-312"/>
        <source>changed</source>
        <translation>zmieniony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overwritten</source>
        <translation>nadpisany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupted</source>
        <translation>uszkodzony</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the check ended before every file was read back</source>
        <translation>sprawdzenie zakończyło się przed odczytaniem wszystkich plików</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the check was aborted at %1</source>
        <translation>sprawdzenie przerwano przy %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the volume became full at %1</source>
        <translation>wolumin zapełnił się przy %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive went away at %1</source>
        <translation>dysk zniknął przy %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file system became read-only at %1</source>
        <translation>system plików przeszedł w tryb tylko do odczytu przy %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing failed at %1</source>
        <translation>zapis nie powiódł się przy %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading failed at %1</source>
        <translation>odczyt nie powiódł się przy %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Capacity check</source>
        <translation>Sprawdzenie pojemności</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1
Does the drive hold what it claims? Fills the free space with files in the format of f3 and H2testw, reads them back and checks every 512-byte sector. The files are removed afterwards unless kept.</source>
        <translation>Cel: %1
Czy dysk mieści tyle, ile deklaruje? Wypełnia wolne miejsce plikami w formacie f3 i H2testw, odczytuje je i sprawdza każdy 512-bajtowy sektor. Potem pliki są usuwane, chyba że mają zostać.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All the free space</source>
        <translation>Całe wolne miejsce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>50 % of the free space</source>
        <translation>50 % wolnego miejsca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>25 % of the free space</source>
        <translation>25 % wolnego miejsca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The test size (%1)</source>
        <translation>Rozmiar testu (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 GiB (f3read and H2testw read them)</source>
        <translation>1 GiB (odczytają je f3read i H2testw)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the files</source>
        <translation>Zachowaj pliki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only read back the files in the target</source>
        <translation>Tylko odczytaj pliki w celu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amount:</source>
        <translation>Ilość:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files:</source>
        <translation>Pliki:</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+175"/>
        <source>Write</source>
        <translation>Zapis</translation>
    </message>
    <message>
        <location line="-174"/>
        <location line="+175"/>
        <source>Read</source>
        <translation>Odczyt</translation>
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
        <translation>Prędkość na całej pojemności, co pół sekundy</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Verdict: ----</source>
        <translation>Werdykt: ----</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Genuine: all %1 written read back intact.</source>
        <translation>Prawdziwy: wszystkie zapisane %1 odczytano nienaruszone.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fake: only the first %1 hold their data; what was written past that reads back as zeros.</source>
        <translation>Podróbka: dane zachowuje tylko pierwsze %1; to, co zapisano dalej, odczytuje się jako zera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fake: only the first %1 hold their data; what was written past that is lost.</source>
        <translation>Podróbka: dane zachowuje tylko pierwsze %1; to, co zapisano dalej, przepadło.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wraps around: data written past %1 overwrote earlier data.</source>
        <translation>Zawija: dane zapisane za %1 nadpisały wcześniejsze dane.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corrupts data: %1 sectors came back damaged (%2 changed, %3 overwritten, %4 corrupted); %5 could not be read.</source>
        <translation>Psuje dane: %1 sektorów wróciło uszkodzonych (%2 zmienionych, %3 nadpisanych, %4 zniszczonych); %5 nie dało się odczytać.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopped: %1; nothing was read back.</source>
        <translation>Zatrzymano: %1; nic nie odczytano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: %1; the %2 verified before that read back intact.</source>
        <translation>Zatrzymano: %1; sprawdzone wcześniej %2 odczytano nienaruszone.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The check ended early: %1.</source>
        <translation>Sprawdzenie zakończyło się wcześniej: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced: drive %1, file system %2. Real capacity (intact data): %3.</source>
        <translation>Deklarowane: dysk %1, system plików %2. Rzeczywista pojemność (nienaruszone dane): %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Written %1, intact %2, lost %3: %4 changed, %5 overwritten, %6 corrupted, %7 unreadable sectors.</source>
        <translation>Zapisano %1, nienaruszone %2, utracone %3: %4 zmienionych, %5 nadpisanych, %6 zniszczonych, %7 nieczytelnych sektorów.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 MB/s on average, %3 to %4 MB/s per file, slowest second %5 MB/s.</source>
        <translation>%1: średnio %2 MB/s, od %3 do %4 MB/s na plik, najwolniejsza sekunda %5 MB/s.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First bad sector: %1.h2w at %2, expected offset %3, found %4 (%5).</source>
        <translation>Pierwszy zły sektor: %1.h2w przy %2, oczekiwany offset %3, znaleziony %4 (%5).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Files of %1: f3read and H2testw read only 1 GiB files.</source>
        <translation>Pliki po %1: f3read i H2testw czytają tylko pliki po 1 GiB.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The files are kept in %1.</source>
        <translation>Pliki zostały w %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Speed over the capacity, per file</source>
        <translation>Prędkość na całej pojemności, na plik</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 per cell</source>
        <translation>%1 na komórkę</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target: %1    read back the .h2w files in %2</source>
        <translation>Cel: %1    odczytano pliki .h2w w %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1    %2 in files of %3, read back with direct I/O</source>
        <translation>Cel: %1    %2 w plikach po %3, odczytane bezpośrednim we/wy</translation>
    </message>
</context>
<context>
    <name>smui::CapacityMap</name>
    <message>
        <location filename="../../ui/charts/capacity_map.cpp" line="+23"/>
        <source>not reached</source>
        <translation>nieosiągnięte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written, not read back yet</source>
        <translation>zapisane, jeszcze nieodczytane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intact</source>
        <translation>nienaruszone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partly lost</source>
        <translation>częściowo utracone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>utracone</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1; each cell of the map is a slice of %2 files</source>
        <translation>%1; każda komórka mapy to wycinek %2 plików</translation>
    </message>
</context>
<context>
    <name>smui::ChartUtil</name>
    <message>
        <location filename="../../ui/charts/chart_util.cpp" line="+263"/>
        <source>Chart</source>
        <translation>Wykres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chart of the figures in the results table</source>
        <translation>Wykres wartości z tabeli wyników</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Results</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The measured figures, one row each</source>
        <translation>Zmierzone wartości, po jednym wierszu</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>No data yet</source>
        <translation>Brak danych</translation>
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
        <translation>Zatrzymywanie — SolidMark</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopping… removing the test file</source>
        <translation>Zatrzymywanie… usuwanie pliku testowego</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close anyway (leave the file)</source>
        <translation>Zamknij mimo to (zostaw plik)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Waiting %1 s for the engine to stop and the drive to remove the file.</source>
        <translation>Oczekiwanie %1 s na zatrzymanie silnika i usunięcie pliku z dysku.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, the test folder may stay on the drive.</source>
        <translation>To trwa długo: dysk może być wolny lub nie odpowiadać. Jeśli zamkniesz teraz, folder testowy może pozostać na dysku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, %1 stays on the drive and you must remove it by hand.</source>
        <translation>To trwa długo: dysk może być wolny lub nie odpowiadać. Jeśli zamkniesz teraz, %1 pozostanie na dysku i trzeba go będzie usunąć ręcznie.</translation>
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
        <translation>%1 i %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>test size %1</source>
        <translation>rozmiar testu %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>test sizes %1 to %2</source>
        <translation>rozmiary testu od %1 do %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to %2</source>
        <comment>a range of dates</comment>
        <translation>od %1 do %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/compare_bars.cpp" line="+55"/>
        <source>higher is better</source>
        <translation>więcej znaczy lepiej</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lower is better</source>
        <translation>mniej znaczy lepiej</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>change in % against %1</source>
        <translation>zmiana w % względem %1</translation>
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
        <translation>Linie przerywane: gdzie skończyła się pamięć podręczna zapisu każdego wyniku</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>logarithmic scale</source>
        <translation>skala logarytmiczna</translation>
    </message>
</context>
<context>
    <name>smui::CompareDialog</name>
    <message>
        <location filename="../../ui/tools/compare_dialog.cpp" line="+48"/>
        <source>Compare results: %1 — SolidMark</source>
        <translation>Porównanie wyników: %1 — SolidMark</translation>
    </message>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+35"/>
        <source>R</source>
        <comment>short for read</comment>
        <translation>O</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>W</source>
        <comment>short for write</comment>
        <translation>Z</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compare_dialog.cpp" line="+66"/>
        <source>Name (click to edit)</source>
        <translation>Nazwa (kliknij, aby edytować)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>Data (UTC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Dysk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move up</source>
        <translation>W górę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>W dół</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Best first</source>
        <translation>Najlepsze najpierw</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As listed</source>
        <translation>Jak na liście</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chart:</source>
        <translation>Wykres:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reference:</source>
        <translation>Odniesienie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highlight:</source>
        <translation>Wyróżnij:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars:</source>
        <translation>Słupki:</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Fill</source>
        <translation>Zapełnienie</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Width:</source>
        <translation>Szerokość:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scale:</source>
        <translation>Skala:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Theme:</source>
        <translation>Motyw:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save SVG…</source>
        <translation>Zapisz SVG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>Eksportuj CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Eksportuj JSON…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+210"/>
        <source>This build of SolidMark has no Qt Svg; save a PNG instead</source>
        <translation>Ta kompilacja SolidMark nie ma Qt Svg; zapisz zamiast tego PNG</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>None</source>
        <translation>Brak</translation>
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
        <translation> (odniesienie)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The best value of this row</source>
        <translation>Najlepsza wartość w tym wierszu</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>SVG image (*.svg)</source>
        <translation>Obraz SVG (*.svg)</translation>
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
        <translation>Zapisz porównanie</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Save PNG…</source>
        <translation>Zapisz PNG…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>PNG image (*.png)</source>
        <translation>Obraz PNG (*.png)</translation>
    </message>
    <message>
        <location line="-207"/>
        <source>%1 and %2</source>
        <comment>two kinds of result compared</comment>
        <translation>%1 i %2</translation>
    </message>
</context>
<context>
    <name>smui::CompressionDialog</name>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="-78"/>
        <source>Compression benchmark</source>
        <translation>Benchmark kompresji</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target: %1    Test size: %2 (%3 per point, 1 MB blocks, QD1, unbuffered)</source>
        <translation>Cel: %1    Rozmiar testu: %2 (%3 na punkt, bloki 1 MB, QD1, bez buforowania)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed by compressibility</source>
        <translation>Szybkość a kompresowalność</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Odczyt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Zapis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (share of zero bytes, %)</source>
        <translation>Kompresowalność (udział bajtów zerowych, %)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Read MB/s</source>
        <translation>Odczyt MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write MB/s</source>
        <translation>Zapis MB/s</translation>
    </message>
</context>
<context>
    <name>smui::ConditionDialog</name>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="-145"/>
        <source>Condition drive</source>
        <translation>Kondycjonuj dysk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Random 128 KiB incompressible writes over a conditioning file, to bring the drive to its used (steady) state before a run labelled &quot;conditioned&quot;. At least 2 GiB stay free.</source>
        <translation>Cel: %1
Losowe, niekompresowalne zapisy po 128 KiB na pliku kondycjonowania, aby doprowadzić dysk do stanu używanego (ustalonego) przed uruchomieniem z etykietą „conditioned”. Co najmniej 2 GiB pozostaje wolne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>50 % of the free space</source>
        <translation>50 % wolnego miejsca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>25 % wolnego miejsca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75 % of the free space</source>
        <translation>75 % wolnego miejsca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>Rozmiar testu (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>minutes</source>
        <translation>minuty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB written</source>
        <translation>zapisane GiB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One sequential pass over the file first</source>
        <translation>Najpierw jeden przebieg sekwencyjny po pliku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the file during the next run (removed when it ends)</source>
        <translation>Zachowaj plik na czas następnego uruchomienia (usuwany po jego zakończeniu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File size:</source>
        <translation>Rozmiar pliku:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after:</source>
        <translation>Zatrzymaj po:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write speed while conditioning</source>
        <translation>Szybkość zapisu podczas kondycjonowania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random 128 KiB write</source>
        <translation>Losowy zapis 128 KiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (s)</source>
        <translation>Czas (s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s, after a %6 s sequential fill.</source>
        <translation>Kondycjonowano %1: plik %2, %3 losowych zapisów po 128 KiB w %4 s = %5 MB/s, po sekwencyjnym wypełnieniu trwającym %6 s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s.</source>
        <translation>Kondycjonowano %1: plik %2, %3 losowych zapisów po 128 KiB w %4 s = %5 MB/s.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>MB/s per second: first %1, last %2, min %3, max %4 (%n sample(s))</source>
        <translation>
            <numerusform>MB/s na sekundę: pierwsza %1, ostatnia %2, min %3, maks %4 (%n próbka)</numerusform>
            <numerusform>MB/s na sekundę: pierwsza %1, ostatnia %2, min %3, maks %4 (%n próbki)</numerusform>
            <numerusform>MB/s na sekundę: pierwsza %1, ostatnia %2, min %3, maks %4 (%n próbek)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is kept in %1 until the next run on this target ends.</source>
        <translation>Plik pozostaje w %1 do zakończenia następnego uruchomienia na tym celu.</translation>
    </message>
</context>
<context>
    <name>smui::CopyDialog</name>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="-76"/>
        <source>Copy benchmark</source>
        <translation>Benchmark kopiowania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Scale: %2 (test size %3; 1 GiB = full-size sets)
Each set is created, flushed and evicted from the cache, then copied on the same volume; the time includes flushing the copy.</source>
        <translation>Cel: %1    Skala: %2 (rozmiar testu %3; 1 GiB = zestawy pełnej wielkości)
Każdy zestaw jest tworzony, zrzucany na dysk i usuwany z pamięci podręcznej, a następnie kopiowany na tym samym woluminie; czas obejmuje zrzucenie kopii.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speed</source>
        <translation>Szybkość</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files</source>
        <translation>Pliki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Rozmiar</translation>
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
        <translation>ponowne uruchomienie zostało odrzucone</translation>
    </message>
</context>
<context>
    <name>smui::HealthDialog</name>
    <message>
        <location filename="../../ui/panels/health_view.cpp" line="+26"/>
        <source>Drive</source>
        <translation>Dysk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Health</source>
        <translation>Stan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why not</source>
        <translation>Dlaczego nie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical warning</source>
        <translation>Ostrzeżenie krytyczne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available spare</source>
        <translation>Dostępna rezerwa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spare threshold</source>
        <translation>Próg rezerwy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentage used</source>
        <translation>Zużycie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data read</source>
        <translation>Odczytane dane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data written</source>
        <translation>Zapisane dane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power-on hours</source>
        <translation>Godziny pracy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power cycles</source>
        <translation>Cykle zasilania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsafe shutdowns</source>
        <translation>Niebezpieczne wyłączenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media errors</source>
        <translation>Błędy nośnika</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error log entries</source>
        <translation>Wpisy dziennika błędów</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>critical warning (%1)</source>
        <translation>ostrzeżenie krytyczne (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning</source>
        <translation>ostrzeżenie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>nieznany</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>unknown: %1</source>
        <translation>nieznany: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 % used</source>
        <translation>zużyto %1 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the drive counted %1 written during this run (SolidMark wrote %2)</source>
        <translation>dysk naliczył %1 zapisanych podczas tego przebiegu (SolidMark zapisał %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive counted %1 written during this run</source>
        <translation>dysk naliczył %1 zapisanych podczas tego przebiegu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drive health</source>
        <translation>Stan dysku</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Field</source>
        <translation>Pole</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attribute</source>
        <translation>Atrybut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Worst</source>
        <translation>Najgorsza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threshold</source>
        <translation>Próg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raw</source>
        <translation>Surowa</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Read again</source>
        <translation>&amp;Odczytaj ponownie</translation>
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
        <translation>Historia — SolidMark</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved results in %1</source>
        <translation>Wyniki zapisane w %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+225"/>
        <source>The history cannot be opened: %1</source>
        <translation>Nie można otworzyć historii: %1</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>Filter by drive (model or serial)</source>
        <translation>Filtruj według dysku (model lub numer seryjny)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drive:</source>
        <translation>Dysk:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>Data (UTC)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Label</source>
        <translation>Etykieta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drive</source>
        <translation>Dysk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Rozmiar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Odczyt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>Zapis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compare</source>
        <translation>Porównaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select two or more results of the same kind (up to 26), or imported peer results and preset runs</source>
        <translation>Wybierz co najmniej dwa wyniki tego samego rodzaju (do 26) albo zaimportowane wyniki innych narzędzi i przebiegi presetów</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Eksportuj JSON…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Delete the %n selected result(s) from the history?</source>
        <translation>
            <numerusform>Usunąć %n zaznaczony wynik z historii?</numerusform>
            <numerusform>Usunąć %n zaznaczone wyniki z historii?</numerusform>
            <numerusform>Usunąć %n zaznaczonych wyników z historii?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export JSON</source>
        <translation>Eksportuj JSON</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Import…</source>
        <translation>Importuj…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Store a SolidMark result JSON, or a text saved by CrystalDiskMark 5–9, KDiskMark or AmorphousDiskMark</source>
        <translation>Zapisz wynik SolidMark w JSON albo tekst zapisany przez CrystalDiskMark 5–9, KDiskMark lub AmorphousDiskMark</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Every result SolidMark reads (*.txt *.json)</source>
        <translation>Wszystkie wyniki, które czyta SolidMark (*.txt *.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CrystalDiskMark text (*.txt)</source>
        <translation>Tekst CrystalDiskMark (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDiskMark text (*.txt)</source>
        <translation>Tekst KDiskMark (*.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AmorphousDiskMark text (*.txt)</source>
        <translation>Tekst AmorphousDiskMark (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SolidMark result JSON (*.json)</source>
        <translation>Wynik SolidMark w JSON (*.json)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import a result</source>
        <translation>Importuj wynik</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot import %1:
%2
Nothing was stored.</source>
        <translation>Nie można zaimportować %1:
%2
Nic nie zostało zapisane.</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>%1 (local time)</source>
        <comment>a date whose time zone is not known</comment>
        <translation>%1 (czas lokalny)</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected benchmark run in the main window</source>
        <translation>Pokaż wybrany przebieg w oknie głównym</translation>
    </message>
</context>
<context>
    <name>smui::MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+265"/>
        <source>Whole-drive access time</source>
        <translation>Czas dostępu na całym dysku</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Reading the whole drive needs your permission; nothing is written.

Allow it and your desktop may ask for your password. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>Odczyt całego dysku wymaga Twojej zgody; nic nie jest zapisywane.

Jeśli zezwolisz, pulpit może poprosić o hasło. Z plikiem testowym odczyt czasu dostępu obejmuje tylko plik testowy, a wynik to odnotowuje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allow</source>
        <translation>Zezwól</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Use a test file instead</source>
        <translation>Użyj zamiast tego pliku testowego</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-74"/>
        <source>Acc.time read spanned the test file, not the whole drive: %1.</source>
        <translation>Odczyt Acc.time objął plik testowy, nie cały dysk: %1.</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>&amp;Write-through (writes past the drive&apos;s cache)</source>
        <translation>&amp;Zapis bezpośredni (z pominięciem pamięci podręcznej dysku)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every write of the test file completes only once it is past the drive&apos;s volatile cache (FUA), as AS SSD is said to write. Off: direct I/O alone, as CrystalDiskMark and fio.</source>
        <translation>Każdy zapis pliku testowego kończy się dopiero po ominięciu ulotnej pamięci podręcznej dysku (FUA), tak jak podobno zapisuje AS SSD. Wyłączony: tylko bezpośrednie we/wy, jak CrystalDiskMark i fio.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Dri&amp;ve health…</source>
        <translation>S&amp;tan dysku…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>  ·  write-through</source>
        <translation>  ·  zapis bezpośredni</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-232"/>
        <location line="+532"/>
        <source>SolidMark %1</source>
        <translation>SolidMark %1</translation>
    </message>
    <message>
        <location line="-436"/>
        <source>Incompressible</source>
        <translation>Niekompresowalne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressible (%1 % zeros)</source>
        <translation>Kompresowalne (%1 % zer)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Choose a target volume or folder first.</source>
        <translation>Najpierw wybierz docelowy wolumin lub folder.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Reading the whole drive needs an administrator on Windows; nothing is written.

Restart SolidMark as administrator (Windows asks you to confirm) and the run starts again there. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>Odczyt całego dysku w systemie Windows wymaga administratora; nic nie jest zapisywane.

Uruchom ponownie SolidMark jako administrator (Windows poprosi o potwierdzenie), a test zacznie się tam od nowa. Z plikiem testowym odczyt czasu dostępu obejmuje plik testowy, a wynik to podaje.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>SolidMark was not restarted as administrator: %1. Nothing was run.</source>
        <translation>SolidMark nie został ponownie uruchomiony jako administrator: %1. Nic nie zostało uruchomione.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Restart as administrator</source>
        <translation>Uruchom ponownie jako administrator</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Aborting…</source>
        <translation>Przerywanie…</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../ui/window/main_window_view.cpp" line="-360"/>
        <location line="+170"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abort</source>
        <translation>Przerwij</translation>
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
        <translation>Gotowe</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>Finished; the test folder has been removed.</source>
        <translation>Zakończono; folder testowy został usunięty.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 It is still shown here: File → Export JSON… saves it.</source>
        <translation>%1 Nadal jest tu widoczny: Plik → Eksportuj JSON… go zapisze.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+17"/>
        <location line="+23"/>
        <location line="+18"/>
        <location filename="../../ui/window/main_window_files.cpp" line="-153"/>
        <location line="+33"/>
        <source>SolidMark</source>
        <translation>SolidMark</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Compare with the last out-of-box run of this drive?</source>
        <translation>Porównać z ostatnim uruchomieniem out-of-box tego dysku?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Aborted</source>
        <translation>Przerwano</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+37"/>
        <source>Failed</source>
        <translation>Niepowodzenie</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Wait for the running benchmark to finish, or abort it, before starting another.</source>
        <translation>Zaczekaj na zakończenie trwającego testu albo go przerwij, zanim uruchomisz kolejny.</translation>
    </message>
    <message>
        <location line="-271"/>
        <location line="+353"/>
        <location filename="../../ui/window/main_window_view.cpp" line="-9"/>
        <source>Ready</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <location line="-537"/>
        <source>A benchmark is running. Abort it and remove its test folder?</source>
        <translation>Trwa test. Przerwać go i usunąć jego folder testowy?</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-33"/>
        <location line="+23"/>
        <source>There is no result to export yet.</source>
        <translation>Nie ma jeszcze wyniku do wyeksportowania.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+389"/>
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
        <translation>Tekst (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+0"/>
        <location filename="../../ui/window/main_window_files.cpp" line="+6"/>
        <source>Export</source>
        <translation>Eksportuj</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+36"/>
        <source>Cannot import %1:
%2
Choose a JSON file exported by SolidMark.</source>
        <translation>Nie można zaimportować %1:
%2
Wybierz plik JSON wyeksportowany przez SolidMark.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Showing %1</source>
        <translation>Wyświetlanie %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Import fio result</source>
        <translation>Importuj wynik fio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fio JSON output (*.json);;All files (*)</source>
        <translation>Wyjście JSON fio (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot import %1:
%2
Choose the output of fio --output-format=json or json+.</source>
        <translation>Nie można zaimportować %1:
%2
Wybierz wyjście fio --output-format=json lub json+.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>fio result: %1</source>
        <translation>Wynik fio: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showing %1 (measured by fio)</source>
        <translation>Wyświetlanie %1 (zmierzone przez fio)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;As in AS SSD, with all values in MB/s (MiB/s):&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × SeqRead + 4K Read + 4K-64Thrd Read
Write = 0.1 × SeqWrite + 4K Write + 4K-64Thrd Write
Total = 0.1 × SeqRead + 0.15 × SeqWrite + 2 × 4K Read
        + 4K Write + 1.5 × 4K-64Thrd Read + 4K-64Thrd Write&lt;/pre&gt;&lt;p&gt;Access time does not count. A score appears only when all of its inputs were measured in this run.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jak w AS SSD, wszystkie wartości w MB/s (MiB/s):&lt;/p&gt;&lt;pre&gt;Odczyt = 0,1 × SeqRead + 4K Read + 4K-64Thrd Read
Zapis  = 0,1 × SeqWrite + 4K Write + 4K-64Thrd Write
Razem  = 0,1 × SeqRead + 0,15 × SeqWrite + 2 × 4K Read
         + 4K Write + 1,5 × 4K-64Thrd Read + 4K-64Thrd Write&lt;/pre&gt;&lt;p&gt;Czas dostępu się nie liczy. Wynik pojawia się tylko wtedy, gdy wszystkie jego składniki zostały zmierzone w tym uruchomieniu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;This run:&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × %1 + %2 + %3 = %4
Write = 0.1 × %5 + %6 + %7 = %8
Total = 0.1 × %1 + 0.15 × %5 + 2 × %2 + %6 + 1.5 × %3 + %7 = %9&lt;/pre&gt;</source>
        <translation>&lt;p&gt;To uruchomienie:&lt;/p&gt;&lt;pre&gt;Odczyt = 0,1 × %1 + %2 + %3 = %4
Zapis  = 0,1 × %5 + %6 + %7 = %8
Razem  = 0,1 × %1 + 0,15 × %5 + 2 × %2 + %6 + 1,5 × %3 + %7 = %9&lt;/pre&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How scores are computed</source>
        <translation>Jak liczone są wyniki</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a folder on the drive to test</source>
        <translation>Wybierz folder na testowanym dysku</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-185"/>
        <source>Results</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>śr.</translation>
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
        <translation>maks</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Completion latency of each I/O, in microseconds</source>
        <translation>Opóźnienie ukończenia każdej operacji we/wy, w mikrosekundach</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Latency (µs)</source>
        <translation>Opóźnienie (µs)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test size</source>
        <translation>Rozmiar testu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test data</source>
        <translation>Dane testowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill</source>
        <translation>Zapełnienie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+170"/>
        <source>Label</source>
        <translation>Etykieta</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>Start the benchmark; Esc aborts a running one</source>
        <translation>Uruchom test; Esc przerywa trwający</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The running test and how far it is</source>
        <translation>Trwający test i jego postęp</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run the %1 test</source>
        <translation>Uruchom test %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Volume or folder to test. SolidMark writes only inside its own SolidMark-* folder there and removes it afterwards.</source>
        <translation>Wolumin lub folder do testowania. SolidMark zapisuje tylko we własnym folderze SolidMark-* w tym miejscu i potem go usuwa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose folder…</source>
        <translation>Wybierz folder…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size of the test file</source>
        <translation>Rozmiar pliku testowego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Incompressible: fresh random data, what AS SSD measures.
Compressible: a share of every 4 KiB is zeros (controllers that compress look faster).</source>
        <translation>Niekompresowalne: świeże dane losowe, to, co mierzy AS SSD.
Kompresowalne: część każdego bloku 4 KiB to zera (kontrolery, które kompresują, wydają się szybsze).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drive</source>
        <translation>Dysk</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Health</source>
        <translation>Stan</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+225"/>
        <source>Read</source>
        <translation>Odczyt</translation>
    </message>
    <message>
        <location line="-224"/>
        <location line="+224"/>
        <source>Write</source>
        <translation>Zapis</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Score:</source>
        <translation>Wynik:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Total:</source>
        <translation>Razem:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved with the run in the history: out-of-box, conditioned, or any text</source>
        <translation>Zapisywana z uruchomieniem w historii: out-of-box, conditioned lub dowolny tekst</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;screenshot…</source>
        <translation>Zapisz &amp;zrzut ekranu…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save screenshot</source>
        <translation>Zapisz zrzut ekranu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export &amp;JSON…</source>
        <translation>Eksportuj &amp;JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation>Eksportuj &amp;CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;text…</source>
        <translation>Eksportuj &amp;tekst…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import &amp;fio result…</source>
        <translation>Importuj wynik &amp;fio…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy results as text</source>
        <translation>&amp;Kopiuj wyniki jako tekst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Acc.time read</source>
        <translation>Odczyt czasu &amp;dostępu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whole &amp;device (AS SSD)</source>
        <translation>Cały &amp;dysk (AS SSD)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test file</source>
        <translation>Plik &amp;testowy</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
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
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>Domyślny systemu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Theme</source>
        <translation>Mo&amp;tyw</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;System</source>
        <translation>&amp;Systemowy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Light</source>
        <translation>&amp;Jasny</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Dark</source>
        <translation>&amp;Ciemny</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How scores are &amp;computed</source>
        <translation>Jak &amp;liczone są wyniki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;log folder</source>
        <translation>Otwórz folder &amp;dzienników</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;About SolidMark</source>
        <translation>&amp;O programie SolidMark</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About SolidMark</source>
        <translation>O programie SolidMark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;An open-source SSD benchmark in the tradition of AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;License: GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;Otwarty benchmark dysków SSD w tradycji AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;Licencja: GNU GPL w wersji 3 lub późniejszej.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Tools</source>
        <translation>&amp;Narzędzia</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;History…</source>
        <translation>&amp;Historia…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test: %1. Direction: %2. Value: %3.</source>
        <translation>Test: %1. Kierunek: %2. Wartość: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 I/Os of %2 B in %3 s
latency mean %4 µs, p99 %5 µs</source>
        <translation>%1 operacji we/wy po %2 B w %3 s
opóźnienie śr. %4 µs, p99 %5 µs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
Span: the whole device</source>
        <translation>
Zakres: cały dysk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
Span: the test file (%1)</source>
        <translation>
Zakres: plik testowy (%1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1  ·  %2  ·  %3</source>
        <translation>%1  ·  %2  ·  %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  ·  %1</source>
        <translation>  ·  %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  ·  BUFFERED (cached, not comparable)</source>
        <translation>  ·  BUFOROWANE (z pamięci podręcznej, nieporównywalne)</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <translation>  ·  brak temperatury (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Throttling: %1 at %2 s was %3 % below its speed before the drive reached its warning temperature of %4 °C.</source>
        <translation>Dławienie termiczne: %1 w %2 s był o %3 % wolniejszy niż przed osiągnięciem przez dysk temperatury ostrzegawczej %4 °C.</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="+76"/>
        <source>%1 (%2), %3, %4 free</source>
        <translation>%1 (%2), %3, wolne %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1</source>
        <translation>Folder: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device: %1</source>
        <translation>Urządzenie: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filesystem: %1</source>
        <translation>System plików: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size: %1</source>
        <translation>Rozmiar: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: %1</source>
        <translation>Wolne: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>Stos: %1</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Firmware</source>
        <translation>Oprogramowanie układowe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Controller</source>
        <translation>Kontroler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offset</source>
        <translation>Przesunięcie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation>Pojemność</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filesystem</source>
        <translation>System plików</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free</source>
        <translation>Wolne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stack</source>
        <translation>Stos</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+54"/>
        <source>&amp;Compression benchmark…</source>
        <translation>Benchmark &amp;kompresji…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+28"/>
        <source>C&amp;opy benchmark…</source>
        <translation>Benchmark kop&amp;iowania…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+1"/>
        <source>&amp;Queue-depth presets (CrystalDiskMark-style)…</source>
        <translation>&amp;Presety głębokości kolejki (w stylu CrystalDiskMark)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+1"/>
        <source>&amp;Workload profiles…</source>
        <translation>Profile &amp;obciążenia…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+1"/>
        <source>&amp;Block-size sweep…</source>
        <translation>Przegląd rozmiarów &amp;bloku…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+1"/>
        <source>S&amp;urface scan…</source>
        <translation>Ska&amp;n powierzchni…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+1"/>
        <source>&amp;Steady state…</source>
        <translation>&amp;Stan ustalony…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+1"/>
        <source>Sus&amp;tained write…</source>
        <translation>&amp;Zapis ciągły…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+5"/>
        <source>Condition &amp;drive…</source>
        <translation>Kon&amp;dycjonuj dysk…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="-164"/>
        <source>reading…</source>
        <translation>odczyt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
Reading its size and drive…</source>
        <translation>Folder: %1
Odczyt rozmiaru i dysku…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not responding</source>
        <translation>nie odpowiada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
It did not answer within %2 s: its filesystem is stalled (a FUSE daemon or network server that stopped responding, or a failing drive). SolidMark does not wait for it; choose another target, or wait: it is listed again when it answers.</source>
        <translation>Folder: %1
Nie odpowiedział w ciągu %2 s: jego system plików zawiesił się (demon FUSE lub serwer sieciowy przestał odpowiadać albo dysk ulega awarii). SolidMark na niego nie czeka; wybierz inny cel lub zaczekaj: pojawi się na liście, gdy odpowie.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-187"/>
        <source>&amp;Open result…</source>
        <translation>&amp;Otwórz wynik…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-248"/>
        <source>%1 is not responding (a stalled FUSE daemon, network server or drive). Choose another target, or wait until it answers.</source>
        <translation>%1 nie odpowiada (zawieszony demon FUSE, serwer sieciowy lub dysk). Wybierz inny cel lub zaczekaj, aż odpowie.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+251"/>
        <source>Starting…</source>
        <translation>Uruchamianie…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+147"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>Przerwano przed rozpoczęciem przebiegu; nic nie zapisano.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>the history (#%1)</source>
        <translation>historii (nr %1)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-109"/>
        <source>Open result</source>
        <translation>Otwórz wynik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SolidMark results (*.solidmark.json *.json)</source>
        <translation>Wyniki SolidMark (*.solidmark.json *.json)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Opened from %1 — run on %2</source>
        <translation>Otwarto z %1 — przebieg z %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_health.cpp" line="+36"/>
        <source>Drive health</source>
        <translation>Stan dysku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reports a critical warning (%2).

A benchmark writes to the drive, and this drive may be failing. Back up its data first.</source>
        <translation>%1 zgłasza ostrzeżenie krytyczne (%2).

Test zapisuje dane na dysku, a ten dysk może ulegać awarii. Najpierw wykonaj kopię zapasową jego danych.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Run anyway</source>
        <translation>&amp;Uruchom mimo to</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_fill.cpp" line="+31"/>
        <source>Fill series</source>
        <translation>Seria zapełnienia</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+8"/>
        <source>Ca&amp;pacity check…</source>
        <translation>Sprawdzenie po&amp;jemności…</translation>
    </message>
</context>
<context>
    <name>smui::PresetDialog</name>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="-320"/>
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
        <location line="+11"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>Presety głębokości kolejki (w stylu CrystalDiskMark)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them (the main window&apos;s AS SSD suite uses MiB/s).</source>
        <translation>Cel: %1    Rozmiar testu: %2    Szybkości w MB/s = 10^6 bajtów/s, tak jak podaje je CrystalDiskMark (zestaw AS SSD w oknie głównym używa MiB/s).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Results</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One row per test: read, write and mix figures in the chosen unit</source>
        <translation>Jeden wiersz na test: odczyt, zapis i tryb mieszany w wybranej jednostce</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read</source>
        <translation>Odczyt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>Zapis</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+73"/>
        <source>Mix</source>
        <translation>Mieszany</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Chart</source>
        <translation>Wykres</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars of the table&apos;s figures per test</source>
        <translation>Słupki wartości z tabeli dla każdego testu</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</source>
        <translation>Domyślny (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</translation>
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
        <translation>Zestaw testów do wykonania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak: best pass</source>
        <translation>Peak: najlepszy przebieg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Real: mean of the passes</source>
        <translation>Real: średnia przebiegów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Report the best pass (Peak) or the mean of the passes (Real)</source>
        <translation>Podawaj najlepszy przebieg (Peak) lub średnią przebiegów (Real)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes</source>
        <translation>Przebiegi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Passes per test and direction</source>
        <translation>Przebiegi na test i kierunek</translation>
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
        <translation>Przebiegi:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval</source>
        <translation>Przerwa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest before every pass but the first, so the drive cools down</source>
        <translation>Przerwa przed każdym przebiegiem oprócz pierwszego, by dysk ostygł</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+Mix</source>
        <translation>+Mieszany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a mixed read/write measurement to every test, as CrystalDiskMark&apos;s +Mix</source>
        <translation>Dodaj do każdego testu mieszany pomiar odczytu i zapisu, jak +Mix w CrystalDiskMark</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> % read</source>
        <translation> % odczytu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mix read share</source>
        <translation>Udział odczytu w trybie mieszanym</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of reads in the mixed measurement; the rest are writes</source>
        <translation>Udział odczytów w pomiarze mieszanym; reszta to zapisy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unit</source>
        <translation>Jednostka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What the table and chart show; the exports keep every unit</source>
        <translation>Co pokazują tabela i wykres; eksport zachowuje wszystkie jednostki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval:</source>
        <translation>Przerwa:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unit:</source>
        <translation>Jednostka:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Custom (%1)</source>
        <translation>Własny (%1)</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Read (%1)</source>
        <translation>Odczyt (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write (%1)</source>
        <translation>Zapis (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mix %1 % (%2)</source>
        <translation>Miesz. %1 % (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 bajtów/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB/s (10^9 bytes/s)</source>
        <translation>GB/s (10^9 bajtów/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean latency (µs)</source>
        <translation>Średnie opóźnienie (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per test</source>
        <translation>%1 na test</translation>
    </message>
    <message numerus="yes">
        <location line="+74"/>
        <source>Target: %1    Test size: %2    %3 of %n pass(es), queue engine %4. Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them.</source>
        <translation>
            <numerusform>Cel: %1    Rozmiar testu: %2    %3 z %n przebiegu, silnik kolejki %4. Szybkości w MB/s = 10^6 bajtów/s, tak jak podaje je CrystalDiskMark.</numerusform>
            <numerusform>Cel: %1    Rozmiar testu: %2    %3 z %n przebiegów, silnik kolejki %4. Szybkości w MB/s = 10^6 bajtów/s, tak jak podaje je CrystalDiskMark.</numerusform>
            <numerusform>Cel: %1    Rozmiar testu: %2    %3 z %n przebiegów, silnik kolejki %4. Szybkości w MB/s = 10^6 bajtów/s, tak jak podaje je CrystalDiskMark.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak: best</source>
        <translation>Peak: najlepszy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Real: mean</source>
        <translation>Real: średnia</translation>
    </message>
</context>
<context>
    <name>smui::ProfileDialog</name>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="-118"/>
        <source>Workload profiles</source>
        <translation>Profile obciążenia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    An IOMeter-style mix at each queue depth of the ramp, %3 s per step. MB/s = 10^6 bytes/s.</source>
        <translation>Cel: %1    Rozmiar testu: %2    Mieszanka w stylu IOMeter na każdej głębokości kolejki rampy, %3 s na krok. MB/s = 10^6 bajtów/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database: 8 KiB, 67 % read</source>
        <translation>Baza danych: 8 KiB, 67 % odczytu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File server: 512 B–64 KiB, 80 % read</source>
        <translation>Serwer plików: 512 B–64 KiB, 80 % odczytu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web server: 512 B–512 KiB, 100 % read</source>
        <translation>Serwer WWW: 512 B–512 KiB, 100 % odczytu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workstation: 8 KiB, 80 % read, 80 % random</source>
        <translation>Stacja robocza: 8 KiB, 80 % odczytu, 80 % losowo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threads:</source>
        <translation>Wątki:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS and p99 latency against queue depth</source>
        <translation>IOPS i opóźnienie p99 a głębokość kolejki</translation>
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
        <translation>Opóźnienie p99 (µs)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Queue depth</source>
        <translation>Głębokość kolejki</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean µs</source>
        <translation>śr. µs</translation>
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
            <numerusform>Cel: %1    Rozmiar testu: %2    Profil %3, %n wątek, silnik kolejki %4. MB/s = 10^6 bajtów/s.</numerusform>
            <numerusform>Cel: %1    Rozmiar testu: %2    Profil %3, %n wątki, silnik kolejki %4. MB/s = 10^6 bajtów/s.</numerusform>
            <numerusform>Cel: %1    Rozmiar testu: %2    Profil %3, %n wątków, silnik kolejki %4. MB/s = 10^6 bajtów/s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::SpeedChart</name>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+50"/>
        <source>Time (s)</source>
        <translation>Czas (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time</source>
        <translation>Prędkość w czasie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each test&apos;s MB/s every 250 ms, one test after another; read blue, write red</source>
        <translation>MB/s każdego testu co 250 ms, test po teście; odczyt na niebiesko, zapis na czerwono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time: each test&apos;s MB/s every 250 ms, one test after another (read blue, write red). A steady drive draws flat steps.</source>
        <translation>Prędkość w czasie: MB/s każdego testu co 250 ms, test po teście (odczyt na niebiesko, zapis na czerwono). Stabilny dysk rysuje płaskie stopnie.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Write</source>
        <translation>Zapis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read</source>
        <translation>Odczyt</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>This result keeps no speed over time</source>
        <translation>Ten wynik nie zawiera prędkości w czasie</translation>
    </message>
</context>
<context>
    <name>smui::SteadyDialog</name>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="-210"/>
        <source>Steady state</source>
        <translation>Stan ustalony</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    One workload repeated in rounds until the last %3 rounds&apos; IOPS stay within ±%4 % of their mean and their fitted slope within ±%5 %, or until the time cap.</source>
        <translation>Cel: %1    Rozmiar testu: %2    Jedno obciążenie powtarzane w rundach, aż IOPS ostatnich %3 rund mieszczą się w ±%4 % ich średniej, a dopasowane nachylenie w ±%5 %, albo do limitu czasu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> % read</source>
        <translation> % odczytu</translation>
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
        <translation>Obciążenie:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round:</source>
        <translation>Runda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cap:</source>
        <translation>Limit:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS per round</source>
        <translation>IOPS na rundę</translation>
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
        <translation>Średnia okna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>±%1 % band</source>
        <translation>Pasmo ±%1 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean µs</source>
        <translation>śr. µs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Steady state: ----</source>
        <translation>Stan ustalony: ----</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Steady state after %n round(s): %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Stan ustalony po %n rundzie: %1 IOPS (największe odchylenie %2 %, nachylenie %3 %).</numerusform>
            <numerusform>Stan ustalony po %n rundach: %1 IOPS (największe odchylenie %2 %, nachylenie %3 %).</numerusform>
            <numerusform>Stan ustalony po %n rundach: %1 IOPS (największe odchylenie %2 %, nachylenie %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>No steady state within the cap: the last %n round(s) averaged %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Brak stanu ustalonego w limicie: ostatnia %n runda dała średnio %1 IOPS (największe odchylenie %2 %, nachylenie %3 %).</numerusform>
            <numerusform>Brak stanu ustalonego w limicie: ostatnie %n rundy dały średnio %1 IOPS (największe odchylenie %2 %, nachylenie %3 %).</numerusform>
            <numerusform>Brak stanu ustalonego w limicie: ostatnie %n rund dało średnio %1 IOPS (największe odchylenie %2 %, nachylenie %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>No steady state within the cap: fewer than %n round(s) fitted in it.</source>
        <translation>
            <numerusform>Brak stanu ustalonego w limicie: zmieściło się mniej niż %n runda.</numerusform>
            <numerusform>Brak stanu ustalonego w limicie: zmieściło się mniej niż %n rundy.</numerusform>
            <numerusform>Brak stanu ustalonego w limicie: zmieściło się mniej niż %n rund.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not steady yet: the last %n round(s) average %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Jeszcze nieustalony: ostatnia %n runda daje średnio %1 IOPS (największe odchylenie %2 %, nachylenie %3 %).</numerusform>
            <numerusform>Jeszcze nieustalony: ostatnie %n rundy dają średnio %1 IOPS (największe odchylenie %2 %, nachylenie %3 %).</numerusform>
            <numerusform>Jeszcze nieustalony: ostatnie %n rund daje średnio %1 IOPS (największe odchylenie %2 %, nachylenie %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Not steady yet: %1 of at least %n round(s) done.</source>
        <translation>
            <numerusform>Jeszcze nieustalony: wykonano %1 z co najmniej %n rundy.</numerusform>
            <numerusform>Jeszcze nieustalony: wykonano %1 z co najmniej %n rund.</numerusform>
            <numerusform>Jeszcze nieustalony: wykonano %1 z co najmniej %n rund.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Target: %1    Test size: %2    %3 at %4 % read, %5 s rounds, cap %6 min; steady when the last %7 rounds stay within ±%8 % of their mean and their fitted slope within ±%9 %. Queue engine: %10.</source>
        <translation>Cel: %1    Rozmiar testu: %2    %3 przy %4 % odczytu, rundy po %5 s, limit %6 min; ustalony, gdy ostatnie %7 rund mieści się w ±%8 % ich średniej, a dopasowane nachylenie w ±%9 %. Silnik kolejki: %10.</translation>
    </message>
</context>
<context>
    <name>smui::SurfaceDialog</name>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="-119"/>
        <source>Surface scan</source>
        <translation>Skan powierzchni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Sequential reads at evenly spaced points across the whole drive when it opens read-only (nothing is written to it), else across a test file of %2; random reads around each point give its access time. MB/s = 10^6 bytes/s.</source>
        <translation>Cel: %1    Odczyty sekwencyjne w równo rozmieszczonych punktach całego dysku, gdy otwiera się on tylko do odczytu (nic nie jest na nim zapisywane), w przeciwnym razie w pliku testowym %2; losowe odczyty wokół każdego punktu dają jego czas dostępu. MB/s = 10^6 bajtów/s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan the whole drive when it can be opened read-only</source>
        <translation>Skanuj cały dysk, gdy można go otworzyć tylko do odczytu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points:</source>
        <translation>Punkty:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read per point:</source>
        <translation>Odczyt na punkt:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read MB/s and access time across the span</source>
        <translation>Odczyt MB/s i czas dostępu w całym zakresie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read MB/s</source>
        <translation>Odczyt MB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Access time (ms)</source>
        <translation>Czas dostępu (ms)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Position (% of the span)</source>
        <translation>Położenie (% zakresu)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 bajtów/s)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Min ----    Avg ----    Max ----    Access time ----</source>
        <translation>Min ----    Śr. ----    Maks ----    Czas dostępu ----</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Min %1 MB/s    Avg %2 MB/s    Max %3 MB/s    Access time %4 ms</source>
        <translation>Min %1 MB/s    Śr. %2 MB/s    Maks %3 MB/s    Czas dostępu %4 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the whole drive (%1), read-only</source>
        <translation>cały dysk (%1), tylko do odczytu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a test file of %1</source>
        <translation>plik testowy %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Target: %1    Span: %2    %n point(s), %3 read at each. MB/s = 10^6 bytes/s.</source>
        <translation>
            <numerusform>Cel: %1    Zakres: %2    %n punkt, w każdym odczyt %3. MB/s = 10^6 bajtów/s.</numerusform>
            <numerusform>Cel: %1    Zakres: %2    %n punkty, w każdym odczyt %3. MB/s = 10^6 bajtów/s.</numerusform>
            <numerusform>Cel: %1    Zakres: %2    %n punktów, w każdym odczyt %3. MB/s = 10^6 bajtów/s.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Span: %1</source>
        <translation>Zakres: %1</translation>
    </message>
</context>
<context>
    <name>smui::SustainedDialog</name>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="-204"/>
        <source>Sustained write</source>
        <translation>Zapis ciągły</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Sequential incompressible writes until the amount is written, to find the drive&apos;s write cache (SLC cache): where the speed falls and stays down, the speed before and after, the slowest second and the drive&apos;s temperature. At least 2 GiB stay free.</source>
        <translation>Cel: %1
Sekwencyjne, niekompresowalne zapisy aż do zapisania zadanej ilości, aby znaleźć cache zapisu dysku (cache SLC): gdzie szybkość spada i pozostaje niska, szybkość przed nim i po nim, najwolniejszą sekundę oraz temperaturę dysku. Co najmniej 2 GiB pozostaje wolne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 MiB blocks at queue depth 1 (TechPowerUp)</source>
        <translation>Bloki 1 MiB przy głębokości kolejki 1 (TechPowerUp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>128 KiB blocks at queue depth 32 (AnandTech)</source>
        <translation>Bloki 128 KiB przy głębokości kolejki 32 (AnandTech)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>85 % of the free space</source>
        <translation>85 % wolnego miejsca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50 % of the free space</source>
        <translation>50 % wolnego miejsca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>25 % wolnego miejsca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>Rozmiar testu (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none; e.g. 30s, 2m, 10m</source>
        <translation>brak; np. 30s, 2m, 10m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: write until the cache is full, then for each rest stay idle that long and write again until the speed falls: how much cache each rest brings back.</source>
        <translation>Odzyskiwanie pamięci podręcznej: zapisywać do zapełnienia pamięci podręcznej, potem po każdym spoczynku tej długości zapisywać znowu, aż prędkość spadnie: ile pamięci podręcznej przywraca każdy spoczynek.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes:</source>
        <translation>Zapisy:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount:</source>
        <translation>Ilość:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rests:</source>
        <translation>Spoczynki:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write speed over the amount written</source>
        <translation>Szybkość zapisu względem zapisanej ilości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequential write</source>
        <translation>Zapis sekwencyjny</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+111"/>
        <source>Cache full</source>
        <translation>Cache zapełniony</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>GiB written</source>
        <translation>zapisane GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 blocks at queue depth %2</source>
        <translation>Bloki %1 przy głębokości kolejki %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Write cache: ----</source>
        <translation>Cache zapisu: ----</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature: ----</source>
        <translation>Temperatura: ----</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cache full at %1</source>
        <translation>Cache zapełniony przy %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache: %1, written at %2 MB/s; after it %3 MB/s. Slowest second: %4 MB/s. %5 in %6 s.</source>
        <translation>Cache zapisu: %1, zapis z szybkością %2 MB/s; po nim %3 MB/s. Najwolniejsza sekunda: %4 MB/s. %5 w %6 s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No write cache found: %1 MB/s throughout (the speed never stayed below 70 % of the initial %2 MB/s for 3 s). Slowest second: %3 MB/s. %4 in %5 s.</source>
        <translation>Nie znaleziono cache zapisu: stale %1 MB/s (szybkość ani razu nie utrzymała się przez 3 s poniżej 70 % początkowych %2 MB/s). Najwolniejsza sekunda: %3 MB/s. %4 w %5 s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>Wynik częściowy: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temperature: %1 to %2 °C, from %3 °C at the start to %4 °C at the end (%5%6).</source>
        <translation>Temperatura: od %1 do %2 °C, od %3 °C na początku do %4 °C na końcu (%5%6).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; warning at %1 °C</source>
        <translation>; ostrzeżenie przy %1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temperature: not available (%1).</source>
        <translation>Temperatura: niedostępna (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throttling: at %1 s, at or above the drive&apos;s warning temperature of %2 °C, the speed was %3 % below its level before the drive got that hot.</source>
        <translation>Dławienie termiczne: po %1 s, przy temperaturze ostrzegawczej dysku (%2 °C) lub wyższej, szybkość była o %3 % niższa niż przed takim nagrzaniem dysku.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target: %1    %2 blocks at queue depth %3 (%4), sampled every %5 ms; %6 asked for.</source>
        <translation>Cel: %1    Bloki %2 przy głębokości kolejki %3 (%4), próbkowanie co %5 ms; zażądano %6.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cache recovery: not measured, the run ended first.</source>
        <translation>Odzyskiwanie pamięci podręcznej: nie zmierzono, test zakończył się wcześniej.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: not measured. No write cache was found, so there was none to recover; the sustained result is kept. Write more to find it.</source>
        <translation>Odzyskiwanie pamięci podręcznej: nie zmierzono. Nie znaleziono pamięci podręcznej zapisu, więc nie było czego odzyskiwać; wynik zapisu ciągłego zachowano. Zapisz więcej, aby ją znaleźć.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cache recovery: what each rest brought back of the %1 cache.</source>
        <translation>Odzyskiwanie pamięci podręcznej: ile z pamięci podręcznej %1 przywrócił każdy spoczynek.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1 s idle: %2 written at the cache&apos;s speed</source>
        <translation>Po %1 s bezczynności: %2 zapisano z prędkością pamięci podręcznej</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (at least: the speed had not fallen)</source>
        <translation> (co najmniej: prędkość nie spadła)</translation>
    </message>
</context>
<context>
    <name>smui::SweepDialog</name>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="-114"/>
        <source>Block-size sweep</source>
        <translation>Przegląd rozmiarów bloku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Sequential writes, then reads, at each block size (ATTO-style), one pass or %3 s per size. MB/s = 10^6 bytes/s.</source>
        <translation>Cel: %1    Rozmiar testu: %2    Zapisy sekwencyjne, potem odczyty, dla każdego rozmiaru bloku (w stylu ATTO), jeden przebieg lub %3 s na rozmiar. MB/s = 10^6 bajtów/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Queue depth:</source>
        <translation>Głębokość kolejki:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s against block size</source>
        <translation>MB/s a rozmiar bloku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Zapis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Odczyt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size (KiB, log scale)</source>
        <translation>Rozmiar bloku (KiB, skala log.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 bajtów/s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write MB/s</source>
        <translation>Zapis MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read MB/s</source>
        <translation>Odczyt MB/s</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Target: %1    Test size: %2    Queue depth %3, queue engine %4. MB/s = 10^6 bytes/s.</source>
        <translation>Cel: %1    Rozmiar testu: %2    Głębokość kolejki %3, silnik kolejki %4. MB/s = 10^6 bajtów/s.</translation>
    </message>
</context>
<context>
    <name>smui::TemperatureLine</name>
    <message>
        <location filename="../../ui/charts/temperature_line.cpp" line="+17"/>
        <source>Drive temperature (°C)</source>
        <translation>Temperatura dysku (°C)</translation>
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
        <translation>Gotowe</translation>
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
        <translation>Zapisz PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fill:</source>
        <translation>Zapełnienie:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save PNG</source>
        <translation>Zapisz PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG image (*.png)</source>
        <translation>Obraz PNG (*.png)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Fill: %1</source>
        <translation>Zapełnienie: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Choose a target volume or folder in the main window first.</source>
        <translation>Najpierw wybierz docelowy wolumin lub folder w oknie głównym.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Aborting…</source>
        <translation>Przerywanie…</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Aborted</source>
        <translation>Przerwano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed</source>
        <translation>Niepowodzenie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abort</source>
        <translation>Przerwij</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+48"/>
        <source>Export JSON</source>
        <translation>Eksportuj JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV</source>
        <translation>Eksportuj CSV</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+52"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Drive temperature: %1 to %2 °C (%3)</source>
        <translation>Temperatura dysku: od %1 do %2 °C (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drive temperature: not available (%1)</source>
        <translation>Temperatura dysku: niedostępna (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>Wynik częściowy: %1</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is no result to export yet.</source>
        <translation>Nie ma jeszcze wyniku do wyeksportowania.</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>A benchmark is running. Abort it and close?</source>
        <translation>Trwa test. Przerwać go i zamknąć?</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Save as text…</source>
        <translation>Zapisz jako tekst…</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>Save as text</source>
        <translation>Zapisz jako tekst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Text (*.txt)</source>
        <translation>Tekst (*.txt)</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Starting…</source>
        <translation>Uruchamianie…</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>Przerwano przed rozpoczęciem przebiegu; nic nie zapisano.</translation>
    </message>
</context>
</TS>
